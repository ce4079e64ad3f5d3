export type { PunchoutEntry, PunchoutSettings, PunchoutSettingsError } from './entry';
export { PUNCHOUT_SETTINGS_STORAGE_KEY, parsePunchoutEntry, validatePunchoutSettings } from './entry';
export type { OciRules, PunchoutLine } from './oci';
export {
  buildOciFields,
  formatOciNumber,
  OCI_DEFAULT_GROUP,
  OCI_DESCRIPTION_MAX,
  PunchoutError,
} from './oci';
export { submitPunchoutForm } from './submit';
