/** The key under which the storefront keeps punch-out settings in local storage. */
export const PUNCHOUT_SETTINGS_STORAGE_KEY = 'shop.punchout.settings';

/** Punch-out settings as kept locally (storefront-core §3). Never holds the password. */
export interface PunchoutSettings {
  punchout: { callback_url: string | null; companyName: string | null };
  HOOK_URL: string | null;
  Bolag: string | null;
  email: string | null;
  logonId: string | null;
  oci: string | null;
  /** Where the OCI form is posted (`~TARGET`), default `_top`. */
  target: string;
  /** ISO timestamp of the entry, from the caller's clock. */
  last_used: string | null;
}

export interface PunchoutEntry {
  settings: PunchoutSettings;
  /** For the punch-out login call only; not part of the stored settings. */
  credentials: { username: string; password: string } | null;
}

const ALIASES = {
  logonId: ['logonId', 'USER_NAME', 'USERNAME', 'username'],
  password: ['logonPassword', 'PASSWORD', 'password'],
  email: ['email', 'SENDER_ID'],
} as const;

function reader(params: URLSearchParams | Record<string, string | undefined>) {
  return (name: string): string | null => {
    const value = params instanceof URLSearchParams ? params.get(name) : params[name];
    const trimmed = value?.trim();
    return trimmed ? trimmed : null;
  };
}

/**
 * Reads a procurement system's punch-out entry, honouring every alias of
 * storefront-core §3. The password comes back for the login call only.
 *
 * @example
 * const { settings, credentials } = parsePunchoutEntry(new URLSearchParams(location.search), { now: new Date() });
 */
export function parsePunchoutEntry(
  params: URLSearchParams | Record<string, string | undefined>,
  options: { now?: Date } = {},
): PunchoutEntry {
  const get = reader(params);
  const first = (names: readonly string[]) => names.map(get).find((value) => value !== null) ?? null;
  const hookUrl = get('HOOK_URL');
  const company = get('Bolag');
  const logonId = first(ALIASES.logonId);
  const password = first(ALIASES.password);
  return {
    settings: {
      punchout: { callback_url: hookUrl, companyName: company },
      HOOK_URL: hookUrl,
      Bolag: company,
      email: first(ALIASES.email),
      logonId,
      oci: get('oci'),
      target: get('~TARGET') ?? '_top',
      last_used: options.now ? options.now.toISOString() : null,
    },
    credentials: logonId && password ? { username: logonId, password } : null,
  };
}

export type PunchoutSettingsError =
  | 'errors.punchout.missing_callback_url'
  | 'errors.punchout.invalid_callback_url'
  | 'errors.punchout.callback_host_not_allowed';

/**
 * Checks the settings before a punch-out session starts: HOOK_URL must be
 * there, be an absolute http(s) URL without credentials, and (with an
 * allow-list) be on an allowed host. Returns the error key or null.
 *
 * @example
 * validatePunchoutSettings(settings, { allowedHookHosts: ['sap.kund.se'] }) // null
 */
export function validatePunchoutSettings(
  settings: Pick<PunchoutSettings, 'HOOK_URL'>,
  options: { allowedHookHosts?: readonly string[] } = {},
): PunchoutSettingsError | null {
  const hook = settings.HOOK_URL?.trim();
  if (!hook) return 'errors.punchout.missing_callback_url';
  let url: URL;
  try {
    url = new URL(hook);
  } catch {
    return 'errors.punchout.invalid_callback_url';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'errors.punchout.invalid_callback_url';
  if (url.username || url.password) return 'errors.punchout.invalid_callback_url';
  // `new URL('http:/x')` is forgiving: insist on the literal scheme and slashes.
  if (!/^https?:\/\/[^/]/i.test(hook)) return 'errors.punchout.invalid_callback_url';
  if (
    options.allowedHookHosts &&
    !options.allowedHookHosts.map((h) => h.toLowerCase()).includes(url.hostname.toLowerCase())
  ) {
    return 'errors.punchout.callback_host_not_allowed';
  }
  return null;
}
