import type { PermissionDeny, Role, User } from '@shop/commerce-client/contract';
import { Button, Checkbox, FormStatus, Link, SelectField, SubmitButton, TextField } from '@shop/ui';
import { useMutation, useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { type FormEvent, useState } from 'react';
import {
  DataTable,
  errorMessageKey,
  isMessageKey,
  type MessageKey,
  pathTo,
  SearchBox,
  useMessages,
  useServices,
} from '../core';
import { sessionAtom } from '../session';
import { hrefWith, ListPages } from './list-parts';
import { type Person, PersonFields, personErrors } from './person-fields';
import { USERS_PER_PAGE, type UserFilters, userAdminQueries, userMutations } from './queries';
import '../core/page.css';
import './account.css';

const ROLE_ORDER: readonly Role[] = ['USER', 'BUYER_ADMIN', 'SELLER_ADMIN', 'SITE_ADMIN'];

const roleKey = (role: string): MessageKey =>
  isMessageKey(`users.role.${role}`) ? (`users.role.${role}` as MessageKey) : 'users.role.unknown';
const denyKey = (code: string): MessageKey =>
  isMessageKey(`users.deny.${code}`) ? (`users.deny.${code}` as MessageKey) : 'users.deny.unknown';

/** The users list's address with its filters (`inactive=1`). */
const usersHref = (pathname: string, filters: UserFilters) =>
  hrefWith(pathname, { ...filters, inactive: filters.inactive ? '1' : undefined });

const administratorRoute = getRouteApi('/mina-sidor/anvandare');
const listRoute = getRouteApi('/mina-sidor/anvandare/lista');
const editRoute = getRouteApi('/mina-sidor/anvandare/$userId');
const LIST_PATH = pathTo('/mina-sidor/anvandare/lista');
const editPath = (userId: string) => pathTo('/mina-sidor/anvandare/$userId', { userId });

/** The users list at `user-administrator` (`/mina-sidor/anvandare`). */
export function UserAdministratorPage() {
  return <UserList pathname={pathTo('/mina-sidor/anvandare')} filters={administratorRoute.useLoaderDeps()} />;
}

/** The users list at `list-users` (`/mina-sidor/anvandare/lista`). */
export function UserListPage() {
  return <UserList pathname={LIST_PATH} filters={listRoute.useLoaderDeps()} />;
}

/**
 * The users an admin manages (`user-administrator`, `list-users`): 15 a page sorted by first
 * name, active ones unless asked, searchable; the URL keeps the search. A BUYER_ADMIN sees the
 * users of their own customers (the service decides).
 */
function UserList({ pathname, filters }: { pathname: string; filters: UserFilters }) {
  const t = useMessages();
  const { services } = useServices();
  const navigate = useNavigate();
  const { data } = useSuspenseQuery(userAdminQueries.list(services.client, filters));
  const [query, setQuery] = useState(filters.q ?? '');
  const go = (next: UserFilters) => void navigate({ href: usersHref(pathname, next) });

  return (
    <>
      <div className="shop-users__tools">
        <form
          aria-label={t('users.search')}
          onSubmit={(event) => {
            event.preventDefault();
            go({ ...filters, q: query.trim() || undefined, page: undefined });
          }}
        >
          <SearchBox label={t('users.search')} value={query} onChange={setQuery} />
          <Button type="submit" variant="secondary">
            {t('users.find')}
          </Button>
        </form>
        <Checkbox
          className="shop-users__inactive"
          checked={filters.inactive === true}
          onChange={(event) =>
            go({ ...filters, inactive: event.currentTarget.checked || undefined, page: undefined })
          }
        >
          {t('users.showInactive')}
        </Checkbox>
        <Link appearance="button" href={pathTo('/mina-sidor/anvandare/ny')}>
          {t('users.new')}
        </Link>
      </div>
      <p role="status" className="shop-orders__count">
        {t('users.count', { count: data.totalNumberOfUsers })}
      </p>
      <DataTable<User>
        label={t('users.tableLabel')}
        stack
        rows={data.users}
        rowKey={(user) => user.userId}
        columns={[
          {
            label: t('users.column.name'),

            cell: (user) => `${user.firstName} ${user.lastName}`,
            href: (user) => editPath(user.userId),
          },
          { label: t('users.column.username'), cell: (user) => user.username },
          { label: t('users.column.email'), cell: (user) => user.email },
          { label: t('users.column.role'), cell: (user) => t(roleKey(user.roles[0] ?? '')) },
          {
            label: t('users.column.status'),
            cell: (user) => (user.active ? t('users.active') : t('users.inactive')),
          },
        ]}
      />
      <ListPages total={data.totalNumberOfUsers} perPage={USERS_PER_PAGE} page={filters.page} />
    </>
  );
}

interface Draft extends Person {
  username: string;
  customerId: string;
  role: Role;
  denies: PermissionDeny[];
  active: boolean;
  temporaryPassword: string;
}

type DraftErrors = Partial<Record<keyof Draft, MessageKey>>;

function draftErrors(draft: Draft, creating: boolean): DraftErrors {
  const errors: DraftErrors = personErrors(draft);
  if (creating && !/^[A-Za-z0-9._@-]{3,60}$/.test(draft.username)) errors.username = 'users.badUsername';
  if (creating && !draft.customerId) errors.customerId = 'validation.required';
  if (creating && !/^(?=.*\d)(?=.*[A-Za-zÅÄÖåäö]).{8,100}$/.test(draft.temporaryPassword))
    errors.temporaryPassword = 'users.badPassword';
  return errors;
}

/**
 * A user's form: new (`user-administrator-create-user`) or existing (`edit-user`). Roles and
 * denies are the service's names; an admin gives no role above their own and manages the
 * customers they administer. A failure keeps everything typed.
 */
function UserForm({ user }: { user: User | null }) {
  const t = useMessages();
  const { services } = useServices();
  const session = useAtomValue(sessionAtom);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const names = useQuery(userAdminQueries.names(services.client));
  const claims = session.claims;
  const administered = session.customers.filter((customer) =>
    claims?.role === 'BUYER_ADMIN'
      ? claims.customerPermissions.some((p) => p.customerId === customer.customerId && p.role !== 'USER')
      : true,
  );
  const permission = user?.customerPermissions.find((p) =>
    administered.some((c) => c.customerId === p.customerId),
  );
  const [draft, setDraft] = useState<Draft>({
    username: user?.username ?? '',
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    email: user?.email ?? '',
    mobileNumber: user?.mobileNumber ?? '',
    customerId: permission?.customerId ?? administered[0]?.customerId ?? '',
    role: permission?.role ?? user?.roles[0] ?? 'USER',
    denies: permission?.permissionDenies ?? [],
    active: user?.active ?? true,
    temporaryPassword: '',
  });
  const [shown, setShown] = useState(false);
  const listChanged = () => queryClient.invalidateQueries({ queryKey: ['user-admin', 'list'] });
  const create = useMutation({
    ...userMutations.create(services.client),
    onSuccess: async (created) => {
      await listChanged();
      await navigate({ href: `${editPath(created.userId)}?created=1` });
    },
  });
  const update = useMutation({
    ...userMutations.update(services.client),
    onSuccess: async (saved) => {
      queryClient.setQueryData(userAdminQueries.user(services.client, saved.userId).queryKey, saved);
      await listChanged();
    },
  });
  const creating = user === null;
  const save = creating ? create : update;
  const errors = draftErrors(draft, creating);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => {
    save.reset();
    setDraft((current) => ({ ...current, [key]: value }));
  };
  // The service keeps usernames unique: a 409 on create is a taken name, shown at its field.
  const usernameTaken = creating && (create.error as { status?: unknown } | null)?.status === 409;
  const error = (key: keyof Draft) =>
    shown && errors[key]
      ? t(errors[key])
      : key === 'username' && usernameTaken
        ? t('users.usernameTaken')
        : undefined;
  const ownRank = ROLE_ORDER.indexOf(claims?.role ?? 'USER');
  const roles = (names.data?.roles ?? ROLE_ORDER).filter(
    (role): role is Role => ROLE_ORDER.includes(role as Role) && ROLE_ORDER.indexOf(role as Role) <= ownRank,
  );
  const isSelf = user?.userId === claims?.sub;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setShown(true);
    if (Object.keys(errors).length > 0) return;
    if (creating) {
      create.mutate({
        username: draft.username.trim(),
        firstName: draft.firstName.trim(),
        lastName: draft.lastName.trim(),
        email: draft.email.trim(),
        mobileNumber: draft.mobileNumber.trim() || null,
        role: draft.role,
        customerId: draft.customerId,
        permissionDenies: draft.denies,
        temporaryPassword: draft.temporaryPassword,
      });
      return;
    }
    update.mutate({
      userId: user.userId,
      changes: {
        firstName: draft.firstName.trim(),
        lastName: draft.lastName.trim(),
        email: draft.email.trim(),
        mobileNumber: draft.mobileNumber.trim() || null,
        ...(isSelf
          ? {}
          : {
              active: draft.active,
              role: draft.role,
              customerId: draft.customerId,
              permissionDenies: draft.denies,
            }),
      },
    });
  };

  return (
    <form className="shop-address-form shop-profile__form" onSubmit={submit} noValidate>
      <fieldset>
        <legend>{t('users.person')}</legend>
        {creating ? (
          <TextField
            label={t('users.column.username')}
            value={draft.username}
            onChange={(value) => set('username', value)}
            isRequired
            autoComplete="off"
            errorMessage={error('username')}
          />
        ) : (
          <p>
            {t('users.column.username')}: <strong>{user.username}</strong>
          </p>
        )}
        <PersonFields
          person={draft}
          fields={['firstName', 'lastName', 'email', 'mobileNumber']}
          onChange={set}
          errorOf={error}
        />
      </fieldset>
      {isSelf ? (
        <p>{t('users.selfNote')}</p>
      ) : (
        <fieldset>
          <legend>{t('users.rights')}</legend>
          <SelectField
            label={t('users.customer')}
            value={draft.customerId}
            disabled={!creating}
            onChange={(event) => set('customerId', event.currentTarget.value)}
            options={administered.map((customer) => ({
              value: customer.customerId,
              label: customer.customerName,
            }))}
          />
          <SelectField
            label={t('users.column.role')}
            value={draft.role}
            onChange={(event) => set('role', event.currentTarget.value as Role)}
            options={roles.map((role) => ({ value: role, label: t(roleKey(role)) }))}
          />
          <fieldset className="shop-lists__access">
            <legend>{t('users.denies')}</legend>
            {(names.data?.permissions ?? []).map((code) => (
              <Checkbox
                key={code}
                checked={draft.denies.includes(code as PermissionDeny)}
                onChange={(event) => {
                  const on = event.currentTarget.checked;
                  set(
                    'denies',
                    on ? [...draft.denies, code as PermissionDeny] : draft.denies.filter((d) => d !== code),
                  );
                }}
              >
                {t(denyKey(code))}
              </Checkbox>
            ))}
          </fieldset>
          {creating ? null : (
            <Checkbox
              className="shop-users__inactive"
              checked={draft.active}
              onChange={(event) => set('active', event.currentTarget.checked)}
            >
              {t('users.isActive')}
            </Checkbox>
          )}
        </fieldset>
      )}
      {creating ? (
        <TextField
          label={t('users.temporaryPassword')}
          type="password"
          value={draft.temporaryPassword}
          onChange={(value) => set('temporaryPassword', value)}
          isRequired
          autoComplete="new-password"
          description={t('users.temporaryPasswordHelp')}
          errorMessage={error('temporaryPassword')}
        />
      ) : null}
      <div className="shop-address-form__actions">
        <SubmitButton pending={save.isPending}>{creating ? t('users.create') : t('users.save')}</SubmitButton>
        <Link appearance="plain" href={LIST_PATH}>
          {t('users.back')}
        </Link>
      </div>
      <FormStatus
        status={save.status}
        success={t('users.saved')}
        error={usernameTaken ? t('users.usernameTaken') : t(errorMessageKey(save.error))}
      />
    </form>
  );
}

export function CreateUserPage() {
  return <UserForm user={null} />;
}

export function EditUserPage() {
  const t = useMessages();
  const { services } = useServices();
  const { userId } = editRoute.useParams();
  const { data: user } = useSuspenseQuery(userAdminQueries.user(services.client, userId));
  const created = editRoute.useSearch({ select: (search) => search.created !== undefined });
  return (
    <>
      {created ? (
        <p role="status" className="shop-users__created">
          {t('users.created', { username: user.username })}
        </p>
      ) : null}
      <UserForm key={user.userId} user={user} />
    </>
  );
}
