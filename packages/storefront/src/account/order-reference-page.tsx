import {
  type OrderReferenceSetting,
  REFERENCE_HELP_MAX_LENGTH,
  REFERENCE_PATTERN_MAX_LENGTH,
  referencePatternProblem,
} from '@shop/commerce-client/contract';
import { Checkbox, FormStatus, SubmitButton, TextField } from '@shop/ui';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { type FormEvent, useId, useState } from 'react';
import { errorMessageKey, type MessageKey, useMessages, useServices } from '../core';
import { sessionAtom, sessionQueries } from '../session';
import { orderReferenceMutations } from './queries';
import '../core/page.css';
import './account.css';

interface Draft {
  required: boolean;
  pattern: string;
  help: string;
}

const draftOf = (setting: OrderReferenceSetting): Draft => ({
  required: setting.referenceRequired,
  pattern: setting.referencePattern ?? '',
  help: setting.referenceHelp ?? '',
});

type Field = 'pattern' | 'help';

/**
 * What is wrong with the draft, by the service's own rule for patterns (the contract's
 * `referencePatternProblem`), as message keys with their values; empty when it can be saved.
 *
 * @example
 * draftErrors({ required: true, pattern: '(a+)+', help: '' })
 * // { pattern: { key: 'orderReference.patternProblem.unsafe', max: 100 } }
 */
export function draftErrors(draft: Draft): Partial<Record<Field, { key: MessageKey; max: number }>> {
  const errors: ReturnType<typeof draftErrors> = {};
  const pattern = draft.pattern.trim();
  const problem = pattern === '' ? null : referencePatternProblem(pattern);
  if (problem)
    errors.pattern = { key: `orderReference.patternProblem.${problem}`, max: REFERENCE_PATTERN_MAX_LENGTH };
  if (draft.help.trim().length > REFERENCE_HELP_MAX_LENGTH)
    errors.help = { key: 'orderReference.helpTooLong', max: REFERENCE_HELP_MAX_LENGTH };
  return errors;
}

/** A 400 of the service naming a field of the form (its own Swedish message), or null. */
function refusedField(error: unknown): { field: Field; text: string } | null {
  const { status, body } = error as { status?: number; body?: { field?: unknown; message?: unknown } };
  const field =
    body?.field === 'referencePattern' ? 'pattern' : body?.field === 'referenceHelp' ? 'help' : null;
  return status === 400 && field && typeof body?.message === 'string' ? { field, text: body.message } : null;
}

/**
 * 'Orderreferens' (`order-reference-setting`, issue 37), for the admins of the customer the
 * session acts for: whether every delivery of an order needs a reference ('Referens krävs'), the
 * pattern it must match and the help text the delivery step shows. A pattern the service would
 * refuse (no regular expression, over 100 characters, one that could take long to test) is
 * named here in Swedish and nothing is sent; what the service refuses anyway is shown at its
 * field. A failure keeps what was typed.
 */
export function OrderReferencePage() {
  const t = useMessages();
  const { services } = useServices();
  const session = useAtomValue(sessionAtom);
  const customerId = session.claims?.customerId ?? '';
  const customer = session.customers.find((c) => c.customerId === customerId)?.customerName ?? customerId;
  const query = sessionQueries.orderReference(services.client, customerId);
  const { data } = useSuspenseQuery(query);
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Draft>(() => draftOf(data));
  const [shown, setShown] = useState(false);
  const requiredHelp = useId();
  const save = useMutation({
    ...orderReferenceMutations.save(services.client, customerId),
    onSuccess: (saved) => {
      // The delivery step reads the same query: it asks by the new setting at once.
      queryClient.setQueryData(query.queryKey, saved);
      setDraft(draftOf(saved));
      setShown(false);
    },
  });
  const errors = draftErrors(draft);
  const refused = save.isError ? refusedField(save.error) : null;
  const errorText = (field: Field) => {
    if (refused?.field === field) return refused.text;
    const error = errors[field];
    return shown && error ? t(error.key, { max: error.max }) : undefined;
  };
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => {
    save.reset();
    setDraft((current) => ({ ...current, [key]: value }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setShown(true);
    save.reset();
    if (Object.keys(errors).length > 0) return;
    save.mutate({
      referenceRequired: draft.required,
      referencePattern: draft.pattern.trim() || null,
      referenceHelp: draft.help.trim() || null,
    });
  };

  return (
    <>
      <p>{t('orderReference.intro', { customer })}</p>
      <form className="shop-address-form" aria-label={t('orderReference.form')} onSubmit={submit} noValidate>
        <div>
          <Checkbox
            name="referenceRequired"
            checked={draft.required}
            onChange={(event) => set('required', event.currentTarget.checked)}
            aria-describedby={requiredHelp}
          >
            {t('orderReference.required')}
          </Checkbox>
          <p id={requiredHelp} className="shop-note">
            {t('orderReference.requiredHelp')}
          </p>
        </div>
        <TextField
          label={t('orderReference.pattern')}
          name="referencePattern"
          value={draft.pattern}
          onChange={(value) => set('pattern', value)}
          // Typed past the limit is still shown, and said to be too long, rather than cut off.
          maxLength={REFERENCE_PATTERN_MAX_LENGTH + 50}
          autoComplete="off"
          spellCheck="false"
          description={t('orderReference.patternHelp')}
          errorMessage={errorText('pattern')}
        />
        <TextField
          label={t('orderReference.help')}
          name="referenceHelp"
          value={draft.help}
          onChange={(value) => set('help', value)}
          maxLength={REFERENCE_HELP_MAX_LENGTH + 50}
          autoComplete="off"
          description={t('orderReference.helpHelp')}
          errorMessage={errorText('help')}
        />
        <div className="shop-address-form__actions">
          <SubmitButton pending={save.isPending}>{t('orderReference.save')}</SubmitButton>
        </div>
        <FormStatus
          status={save.isSuccess ? 'success' : save.isError && !refused ? 'error' : 'idle'}
          success={t('orderReference.saved')}
          error={
            save.isError ? `${t('orderReference.notSaved')} ${t(errorMessageKey(save.error))}` : undefined
          }
        />
      </form>
    </>
  );
}
