import type { SpendResponse } from '@shop/commerce-client/contract';
import { Button, formatPrice, TextField } from '@shop/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useId } from 'react';
import { DataTable, useMessages, useServices } from '../core';
import { contextDisplayName, sessionAtom } from '../session';
import { FilterForm } from './list-parts';
import { spendPeriodOf, spendQueries } from './queries';
import '../core/page.css';
import './account.css';

type SpendMonth = SpendResponse['months'][number];

const monthName = new Intl.DateTimeFormat('sv-SE', { month: 'short', year: 'numeric', timeZone: 'UTC' });
const monthLabel = (month: string) => monthName.format(new Date(`${month}-01T00:00:00Z`));

const financeRoute = getRouteApi('/mina-sidor/ekonomi');

/** The spend as a controller opens it in a spreadsheet: semicolons, decimal commas, one row per month and project. */
export function spendCsv(
  spend: SpendResponse,
  labels: { month: string; project: string; total: string; none: string },
) {
  const amount = (n: number) => n.toFixed(2).replace('.', ',');
  const quote = (text: string) => (/[;"\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);
  const rows = [[labels.month, labels.project, labels.total].join(';')];
  for (const month of spend.months)
    for (const project of month.projects)
      rows.push([month.month, quote(project.projectName ?? labels.none), amount(project.total)].join(';'));
  return `\uFEFF${rows.join('\r\n')}\r\n`;
}

/** Totals per project over the whole period, largest first. */
function projectTotals(spend: SpendResponse, none: string) {
  const totals = new Map<string, number>();
  for (const month of spend.months)
    for (const project of month.projects) {
      const name = project.projectName ?? none;
      totals.set(name, (totals.get(name) ?? 0) + project.total);
    }
  return [...totals].sort((a, b) => b[1] - a[1]);
}

/**
 * Financial follow-up (`financial-follow-up`): what the active customer has ordered per month
 * and per project, as a bar chart with the same figures as tables, and as a CSV file for the
 * customer's own spreadsheet. EJ_SE_EKONOMISK_UPPFÖLJNING or EJ_SE_PRISER hides it (the
 * layout's no-rights page; the service refuses too).
 */
export function FinancialFollowUpPage() {
  const t = useMessages();
  const { services } = useServices();
  const session = useAtomValue(sessionAtom);
  const ids = useId();
  const period = financeRoute.useLoaderDeps();
  const customerId = session.claims?.customerId ?? '';
  const { data } = useSuspenseQuery(spendQueries.spend(services.client, customerId, period));
  const none = t('finance.noProject');
  const projects = projectTotals(data, none);
  const total = data.months.reduce((sum, m) => sum + m.total, 0);
  const max = Math.max(1, ...data.months.map((m) => m.total));
  const download = () => {
    const csv = spendCsv(data, {
      month: t('finance.month'),
      project: t('finance.project'),
      total: t('finance.totalExVat'),
      none,
    });
    const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = `ekonomisk-uppfoljning-${customerId}-${data.from}-${data.to}.csv`;
    document.body.append(link);
    link.click();
    link.remove();
    URL.revokeObjectURL(url);
  };

  return (
    <>
      <p>{t('finance.lead', { context: contextDisplayName(session) ?? '' })}</p>
      <FilterForm
        label={t('finance.period')}
        submit={t('finance.show')}
        filtersOf={spendPeriodOf}
        actions={
          <Button variant="secondary" onPress={download}>
            {t('finance.csv')}
          </Button>
        }
      >
        <TextField label={t('finance.from')} name="from" type="month" defaultValue={data.from} />
        <TextField label={t('finance.to')} name="to" type="month" defaultValue={data.to} />
      </FilterForm>
      <p className="shop-finance__total">
        {t('finance.total', {
          amount: formatPrice(total),
          from: monthLabel(data.from),
          to: monthLabel(data.to),
        })}
      </p>

      <figure className="shop-finance__chart">
        <svg
          role="img"
          aria-labelledby={`${ids}-chart-title`}
          viewBox={`0 0 ${data.months.length * 40} 160`}
          preserveAspectRatio="none"
        >
          <title id={`${ids}-chart-title`}>{t('finance.chartLabel')}</title>
          {data.months.map((month, i) => {
            const height = Math.round((month.total / max) * 140);
            return (
              <rect key={month.month} x={i * 40 + 6} y={150 - height} width={28} height={height} rx={2} />
            );
          })}
        </svg>
        <figcaption>{t('finance.chartCaption')}</figcaption>
      </figure>

      <div className="shop-finance__tables">
        <DataTable<SpendMonth>
          labelledBy={`${ids}-months`}
          heading={<h2 id={`${ids}-months`}>{t('finance.perMonth')}</h2>}
          rows={data.months}
          rowKey={(month) => month.month}
          columns={[
            { label: t('finance.month'), cell: (month) => monthLabel(month.month) },
            { label: t('finance.orders'), number: true, cell: (month) => month.orders },
            { label: t('finance.totalExVat'), number: true, cell: (month) => formatPrice(month.total) },
          ]}
        />
        <DataTable<[string, number]>
          labelledBy={`${ids}-projects`}
          heading={<h2 id={`${ids}-projects`}>{t('finance.perProject')}</h2>}
          empty={<p>{t('finance.none')}</p>}
          rows={projects}
          rowKey={([name]) => name}
          columns={[
            { label: t('finance.project'), cell: ([name]) => name },
            { label: t('finance.totalExVat'), number: true, cell: ([, amount]) => formatPrice(amount) },
          ]}
        />
      </div>
    </>
  );
}
