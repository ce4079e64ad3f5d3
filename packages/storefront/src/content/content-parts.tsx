import type { SelectedProducts } from '@shop/cms';
import {
  type DynamicFormLabels,
  type DynamicFormValues,
  DynamicFormView,
  type SectionRenderers,
} from '@shop/ui';
import { useQuery } from '@tanstack/react-query';
import { SelectedProductsList } from '../catalogue';
import { contentQueries, useMessages, useServices } from '../core';
import '../core/page.css';

function useFormLabels(): DynamicFormLabels {
  const t = useMessages();
  return {
    required: t('form.required'),
    fieldRequired: t('form.fieldRequired'),
    checkRequired: t('form.checkRequired'),
    invalidEmail: t('form.invalidEmail'),
    invalidNumber: t('form.invalidNumber'),
    invalidDate: t('form.invalidDate'),
    invalidPhone: t('form.invalidPhone'),
    choose: t('form.choose'),
    submit: t('form.submit'),
    sending: t('form.sending'),
    success: t('form.success'),
    errorSummary: t('form.errorSummary'),
  };
}

/**
 * A dynamic form from the content service, sent to the form service. A failure keeps what
 * was typed and says so; fields the service refused are marked.
 */
function ContentForm({ formId, headingLevel = 2 }: { formId: string; headingLevel?: 2 | 3 }) {
  const t = useMessages();
  const { services } = useServices();
  const labels = useFormLabels();
  const form = useQuery(contentQueries.form(services.content, formId));
  if (form.isPending) return null;
  if (form.isError)
    return (
      <p className="shop-note" role="status">
        {t('form.unavailable')}
      </p>
    );
  const submit = async (values: DynamicFormValues) => {
    try {
      await services.client.forms.submit(formId, values);
    } catch (error) {
      // The client's own module: loaded already, by the call that just failed (lazyCommerceClient).
      const { formFieldErrors } = await import('@shop/commerce-client');
      const refused = formFieldErrors(error);
      if (refused.length > 0)
        throw {
          fieldErrors: Object.fromEntries(refused.map((entry) => [entry.field, entry.message])),
          message: t('form.errorSummary'),
        };
      throw new Error(t('form.failed'));
    }
  };
  return <DynamicFormView form={form.data} labels={labels} onSubmit={submit} headingLevel={headingLevel} />;
}

/** What the storefront itself renders inside sections: live products, and forms. */
export const sectionRenderers: SectionRenderers = {
  selectedProducts: (section: SelectedProducts) => (
    <SelectedProductsList
      articleNumbers={section.articleNumbers}
      groupId={section.selectedProductsId}
      label={section.title ?? section.name}
    />
  ),
  form: (formId: string) => <ContentForm formId={formId} headingLevel={3} />,
};
