import {
  isValidOwnNumber,
  OWN_NUMBER_NOTE_MAX_LENGTH,
  type OwnNumber,
  type OwnNumberImportRefusal,
  type OwnNumberImportResult,
} from '@shop/commerce-client/contract';
import { Button, FormError, Link, SubmitButton, TextField } from '@shop/ui';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { type FormEvent, useState } from 'react';
import {
  ActionModal,
  DataTable,
  errorMessageKey,
  isMessageKey,
  type MessageKey,
  pathTo,
  useMessages,
  useServices,
} from '../core';
import { isAdmin, sessionAtom } from '../session';
import { FilterForm, ListPages } from './list-parts';
import { OWN_NUMBERS_PER_PAGE, ownNumberFiltersOf, ownNumberMutations, ownNumberQueries } from './queries';
import '../core/page.css';
import './account.css';

const ownNumbersRoute = getRouteApi('/mina-sidor/egna-artikelnummer');
const OWN_NUMBERS_PATH = pathTo('/mina-sidor/egna-artikelnummer');

/** Our article numbers are digits; dashes and spaces may stand between them ('1000-001'). */
const ARTICLE_TEXT = /^[\d\s\u00a0-]*\d[\d\s\u00a0-]*$/;

type Editing = { kind: 'new' } | { kind: 'edit'; ownNumber: OwnNumber } | null;

/**
 * 'Egna artikelnummer' (`own-article-numbers`, issue 37): the customer's own article numbers
 * beside ours, searchable and paged in the URL. Every user of the customer reads them; a
 * BUYER_ADMIN and above also adds, changes and removes them, and imports them from a CSV file
 * (each refused line named with its reason). Export is a plain download through the server's
 * `/api`, so it works before the page's scripts too. The service decides who may write: a
 * page without the tools is only the polite half of it.
 */
export function OwnNumbersPage() {
  const t = useMessages();
  const { services } = useServices();
  const session = useAtomValue(sessionAtom);
  const customerId = session.claims?.customerId ?? '';
  const canEdit = isAdmin(session.claims) && !session.claims?.oci;
  const filters = ownNumbersRoute.useLoaderDeps();
  const { data } = useSuspenseQuery(ownNumberQueries.list(services.client, customerId, filters));
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<OwnNumber | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const changed = (message: string) => {
    setEditing(null);
    setNotice(message);
    void queryClient.invalidateQueries({ queryKey: ownNumberQueries.keys.all(customerId) });
  };

  return (
    <>
      <p>{t('ownNumbers.intro')}</p>
      {canEdit ? null : <p>{t('ownNumbers.readOnly')}</p>}
      <div role="status" className="shop-addresses__notice">
        {notice ? <p>{notice}</p> : null}
      </div>
      <FilterForm
        label={t('ownNumbers.filters')}
        submit={t('ownNumbers.find')}
        filtersOf={ownNumberFiltersOf}
        actions={
          filters.q ? (
            <Link appearance="plain" href={OWN_NUMBERS_PATH}>
              {t('ownNumbers.clearSearch')}
            </Link>
          ) : null
        }
      >
        <TextField
          className="shop-field--wide"
          label={t('ownNumbers.search')}
          name="q"
          type="search"
          maxLength={100}
          defaultValue={filters.q ?? ''}
        />
      </FilterForm>
      <div className="shop-users__tools">
        {canEdit ? (
          <Button
            variant="secondary"
            onPress={() => {
              setNotice(null);
              setEditing({ kind: 'new' });
            }}
          >
            {t('ownNumbers.add')}
          </Button>
        ) : null}
        <a className="shop-own-numbers__export" href="/api/v2/own-article-numbers/export" download>
          {t('ownNumbers.export')}
        </a>
      </div>
      {editing ? (
        <OwnNumberForm
          key={editing.kind === 'edit' ? editing.ownNumber.id : 'new'}
          ownNumber={editing.kind === 'edit' ? editing.ownNumber : null}
          onCancel={() => setEditing(null)}
          onSaved={(saved) => changed(t('ownNumbers.saved', { ownNumber: saved.ownNumber }))}
        />
      ) : null}
      <p role="status" className="shop-orders__count">
        {t('ownNumbers.count', { count: data.total })}
      </p>
      <DataTable<OwnNumber>
        label={t('ownNumbers.tableLabel')}
        stack
        rows={data.ownNumbers}
        rowKey={(row) => row.id}
        empty={<p>{filters.q ? t('ownNumbers.noneFound') : t('ownNumbers.none')}</p>}
        columns={[
          { label: t('ownNumbers.column.own'), cell: (row) => row.ownNumber },
          {
            label: t('ownNumbers.column.article'),
            cell: (row) =>
              row.variantSlug ? (
                <Link appearance="plain" href={`/produkt/${row.variantSlug}`}>
                  {row.articleNumber}
                </Link>
              ) : (
                row.articleNumber
              ),
          },
          { label: t('ownNumbers.column.name'), cell: (row) => row.articleName },
          { label: t('ownNumbers.column.note'), cell: (row) => row.note ?? '' },
          ...(canEdit
            ? [
                {
                  label: t('ownNumbers.column.actions'),
                  cell: (row: OwnNumber) => (
                    <span className="shop-own-numbers__actions">
                      <Button
                        variant="secondary"
                        aria-label={t('ownNumbers.editLabel', { ownNumber: row.ownNumber })}
                        onPress={() => {
                          setNotice(null);
                          setEditing({ kind: 'edit', ownNumber: row });
                        }}
                      >
                        {t('ownNumbers.edit')}
                      </Button>
                      <Button
                        variant="secondary"
                        aria-label={t('ownNumbers.removeLabel', { ownNumber: row.ownNumber })}
                        onPress={() => setRemoving(row)}
                      >
                        {t('ownNumbers.remove')}
                      </Button>
                    </span>
                  ),
                },
              ]
            : []),
        ]}
      />
      <ListPages total={data.total} perPage={OWN_NUMBERS_PER_PAGE} page={filters.page} />
      {canEdit ? (
        <ImportForm
          onImported={() =>
            queryClient.invalidateQueries({ queryKey: ownNumberQueries.keys.all(customerId) })
          }
        />
      ) : null}
      {removing ? (
        <RemoveOwnNumber
          ownNumber={removing}
          onClose={() => setRemoving(null)}
          onRemoved={() => {
            const { ownNumber } = removing;
            setRemoving(null);
            changed(t('ownNumbers.removed', { ownNumber }));
          }}
        />
      ) : null}
    </>
  );
}

function RemoveOwnNumber({
  ownNumber,
  onClose,
  onRemoved,
}: {
  ownNumber: OwnNumber;
  onClose: () => void;
  onRemoved: () => void;
}) {
  const t = useMessages();
  const { services } = useServices();
  const removal = useMutation({ ...ownNumberMutations.remove(services.client), onSuccess: onRemoved });
  return (
    <ActionModal
      title={t('ownNumbers.removeTitle')}
      onClose={onClose}
      action={t('ownNumbers.remove')}
      onAction={() => removal.mutate(ownNumber.id)}
      pending={removal.isPending}
    >
      <p>
        {t('ownNumbers.removeConfirm', {
          ownNumber: ownNumber.ownNumber,
          articleNumber: ownNumber.articleNumber,
        })}
      </p>
      {removal.isError ? <FormError>{t(errorMessageKey(removal.error))}</FormError> : null}
    </ActionModal>
  );
}

type Field = 'ownNumber' | 'articleNumber' | 'note';
type Draft = Record<Field, string>;

/** What is wrong with a draft, by field, before anything is sent. */
function draftErrors(draft: Draft): Partial<Record<Field, MessageKey>> {
  const errors: Partial<Record<Field, MessageKey>> = {};
  if (!isValidOwnNumber(draft.ownNumber)) errors.ownNumber = 'ownNumbers.badOwn';
  if (!ARTICLE_TEXT.test(draft.articleNumber.trim())) errors.articleNumber = 'ownNumbers.badArticle';
  if (draft.note.trim().length > OWN_NUMBER_NOTE_MAX_LENGTH) errors.note = 'ownNumbers.noteTooLong';
  return errors;
}

/**
 * A refused save in words, at its field where the service names one: a number the customer
 * already has (409), or the service's own Swedish text for the field (an unknown article).
 */
function failureOf(error: unknown, draft: Draft, t: ReturnType<typeof useMessages>) {
  const { status, body } = error as { status?: number; body?: { field?: unknown; message?: unknown } };
  if (status === 409 && body?.field === 'ownNumber')
    return {
      field: 'ownNumber' as Field,
      text: t('ownNumbers.taken', { ownNumber: draft.ownNumber.trim() }),
    };
  const field = (['ownNumber', 'articleNumber', 'note'] as const).find((f) => f === body?.field);
  if (field && status === 400 && typeof body?.message === 'string') return { field, text: body.message };
  return { field: undefined, text: t(errorMessageKey(error)) };
}

function OwnNumberForm({
  ownNumber,
  onCancel,
  onSaved,
}: {
  ownNumber: OwnNumber | null;
  onCancel: () => void;
  onSaved: (saved: OwnNumber) => void;
}) {
  const t = useMessages();
  const { services } = useServices();
  const [draft, setDraft] = useState<Draft>({
    ownNumber: ownNumber?.ownNumber ?? '',
    articleNumber: ownNumber?.articleNumber ?? '',
    note: ownNumber?.note ?? '',
  });
  const [shown, setShown] = useState(false);
  const save = useMutation({ ...ownNumberMutations.save(services.client), onSuccess: onSaved });
  const errors = draftErrors(draft);
  const failure = save.isError ? failureOf(save.error, draft, t) : null;
  const errorText = (field: Field) => {
    if (failure?.field === field) return failure.text;
    const key = errors[field];
    return shown && key ? t(key) : undefined;
  };
  const set = (field: Field) => (value: string) => {
    save.reset();
    setDraft((current) => ({ ...current, [field]: value }));
  };
  const title = ownNumber
    ? t('ownNumbers.editTitle', { ownNumber: ownNumber.ownNumber })
    : t('ownNumbers.newTitle');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setShown(true);
    save.reset();
    if (Object.keys(errors).length > 0) return;
    save.mutate({
      id: ownNumber?.id,
      input: {
        ownNumber: draft.ownNumber.trim(),
        articleNumber: draft.articleNumber.trim(),
        note: draft.note.trim() || null,
      },
    });
  };

  return (
    <form className="shop-address-form" aria-label={title} onSubmit={submit} noValidate>
      <h2>{title}</h2>
      <TextField
        label={t('ownNumbers.field.own')}
        value={draft.ownNumber}
        onChange={set('ownNumber')}
        isRequired
        maxLength={60}
        autoComplete="off"
        description={t('ownNumbers.field.ownHelp')}
        errorMessage={errorText('ownNumber')}
      />
      <TextField
        label={t('ownNumbers.field.article')}
        value={draft.articleNumber}
        onChange={set('articleNumber')}
        isRequired
        maxLength={40}
        inputMode="numeric"
        autoComplete="off"
        description={t('ownNumbers.field.articleHelp')}
        errorMessage={errorText('articleNumber')}
      />
      <TextField
        label={t('ownNumbers.field.note')}
        value={draft.note}
        onChange={set('note')}
        maxLength={OWN_NUMBER_NOTE_MAX_LENGTH + 20}
        autoComplete="off"
        errorMessage={errorText('note')}
      />
      <div className="shop-address-form__actions">
        <SubmitButton pending={save.isPending}>{t('ownNumbers.save')}</SubmitButton>
        <Button variant="secondary" onPress={onCancel}>
          {t('ownNumbers.cancel')}
        </Button>
      </div>
      {failure && !failure.field ? <FormError>{failure.text}</FormError> : null}
    </form>
  );
}

/** A refused import line in the customer's words: the reason's message, with the line's values. */
function refusalText(refusal: OwnNumberImportRefusal, t: ReturnType<typeof useMessages>): string {
  const key = `ownNumbers.reason.${refusal.reason}`;
  return t(isMessageKey(key) ? key : 'ownNumbers.reason.unknown', {
    ownNumber: refusal.ownNumber,
    articleNumber: refusal.articleNumber,
  });
}

/** Import from a CSV file: what was saved, and every refused line with its number and reason. */
function ImportForm({ onImported }: { onImported: () => void }) {
  const t = useMessages();
  const { services } = useServices();
  const [file, setFile] = useState<File | null>(null);
  const [missing, setMissing] = useState(false);
  const [result, setResult] = useState<OwnNumberImportResult | null>(null);
  const importing = useMutation({
    ...ownNumberMutations.importCsv(services.client),
    onSuccess: (answer) => {
      setResult(answer);
      onImported();
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setResult(null);
    importing.reset();
    if (!file) {
      setMissing(true);
      return;
    }
    importing.mutate(file);
  };

  return (
    <form
      className="shop-address-form shop-own-numbers__import"
      aria-labelledby="own-numbers-import"
      onSubmit={submit}
      noValidate
    >
      <h2 id="own-numbers-import">{t('ownNumbers.importTitle')}</h2>
      <p id="own-numbers-import-help">{t('ownNumbers.importHelp')}</p>
      <label className="shop-own-numbers__file">
        <span>{t('ownNumbers.importFile')}</span>
        <input
          type="file"
          name="file"
          accept=".csv,text/csv,text/plain"
          aria-describedby="own-numbers-import-help"
          aria-invalid={missing || undefined}
          onChange={(event) => {
            setMissing(false);
            setResult(null);
            importing.reset();
            setFile(event.currentTarget.files?.[0] ?? null);
          }}
        />
      </label>
      {missing ? <FormError>{t('ownNumbers.importNoFile')}</FormError> : null}
      <div className="shop-address-form__actions">
        <SubmitButton pending={importing.isPending}>{t('ownNumbers.import')}</SubmitButton>
      </div>
      {importing.isError ? <FormError>{t(errorMessageKey(importing.error))}</FormError> : null}
      <div role="status" aria-live="polite">
        {result ? (
          <>
            <p>
              {t('ownNumbers.importSaved', {
                saved: result.saved,
                created: result.created,
                updated: result.updated,
              })}
            </p>
            {result.refused.length > 0 ? (
              <>
                <p>{t('ownNumbers.importRefused', { count: result.refused.length })}</p>
                <ul
                  className="shop-own-numbers__refused"
                  aria-label={t('ownNumbers.importRefused', { count: result.refused.length })}
                >
                  {result.refused.map((refusal) => (
                    <li key={refusal.line}>
                      <strong>{t('ownNumbers.importLine', { line: refusal.line })}</strong>
                      {refusal.ownNumber ? ` (${refusal.ownNumber})` : ''}: {refusalText(refusal, t)}
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
          </>
        ) : null}
      </div>
    </form>
  );
}
