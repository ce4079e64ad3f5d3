import { type CalendarDate, parseDate } from '@internationalized/date';
import {
  DatePicker as AriaDatePicker,
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  DateInput,
  DateSegment,
  type DateValue,
  Dialog,
  Group,
  Heading,
  I18nProvider,
  Label,
  Popover,
} from 'react-aria-components';
import { ChevronIcon } from '../internal/icons';
import './date-picker.css';

export interface DatePickerProps {
  /** The visible label and the field group's name, e.g. 'Leveransdatum, Utkörning'. */
  label: string;
  /** The chosen date, 'YYYY-MM-DD'. */
  value: string;
  /** Called with the chosen date, 'YYYY-MM-DD'. */
  onChange: (iso: string) => void;
  /** The first date that can be chosen, 'YYYY-MM-DD'. */
  minValue?: string;
  /** The last date that can be chosen, 'YYYY-MM-DD'. */
  maxValue?: string;
  /** Dates shown but not choosable (weekends, closed days), given as 'YYYY-MM-DD'. */
  isDateUnavailable?: (iso: string) => boolean;
  /** Accessible names: the calendar button and the month buttons. */
  labels: { open: string; previous: string; next: string };
}

/** 'YYYY-MM-DD' to react-aria's date; anything else is no date. */
function toDay(iso: string | undefined): CalendarDate | undefined {
  if (!iso || !/^\d{4}-\d{2}-\d{2}$/.test(iso)) return undefined;
  try {
    return parseDate(iso);
  } catch {
    return undefined;
  }
}

/**
 * A Swedish date field with a calendar: type the date segment by segment
 * or open the calendar, where arrow keys move, Enter chooses and dates
 * outside `minValue`–`maxValue` or marked unavailable cannot be chosen.
 * Dates in and out are ISO strings ('2026-11-27'); the locale is sv-SE
 * (weeks start on Monday, months named in Swedish).
 *
 * @example
 * <DatePicker label="Leveransdatum" value={date} onChange={setDate} minValue="2026-11-24"
 *   isDateUnavailable={isClosedDay} labels={{ open: 'Öppna kalendern', previous: 'Föregående månad', next: 'Nästa månad' }} />
 */
export function DatePicker({
  label,
  value,
  onChange,
  minValue,
  maxValue,
  isDateUnavailable,
  labels,
}: DatePickerProps) {
  return (
    <I18nProvider locale="sv-SE">
      <AriaDatePicker
        className="shop-date-picker"
        value={toDay(value) ?? null}
        minValue={toDay(minValue)}
        maxValue={toDay(maxValue)}
        isDateUnavailable={
          isDateUnavailable ? (date: DateValue) => isDateUnavailable(date.toString().slice(0, 10)) : undefined
        }
        onChange={(date) => {
          if (date) onChange(date.toString().slice(0, 10));
        }}
      >
        <Label className="shop-date-picker__label">{label}</Label>
        <Group className="shop-date-picker__group">
          <DateInput className="shop-date-picker__input">
            {(segment) => <DateSegment segment={segment} className="shop-date-picker__segment" />}
          </DateInput>
          <Button className="shop-date-picker__button" aria-label={labels.open}>
            <ChevronIcon size={18} />
          </Button>
        </Group>
        <Popover className="shop-date-picker__popover" placement="bottom start">
          <Dialog className="shop-date-picker__dialog">
            <Calendar className="shop-calendar">
              <header className="shop-calendar__header">
                <Button slot="previous" className="shop-calendar__nav" aria-label={labels.previous}>
                  <ChevronIcon direction="left" size={18} />
                </Button>
                <Heading className="shop-calendar__title" />
                <Button slot="next" className="shop-calendar__nav" aria-label={labels.next}>
                  <ChevronIcon direction="right" size={18} />
                </Button>
              </header>
              <CalendarGrid className="shop-calendar__grid">
                {(date) => <CalendarCell date={date} className="shop-calendar__cell" />}
              </CalendarGrid>
            </Calendar>
          </Dialog>
        </Popover>
      </AriaDatePicker>
    </I18nProvider>
  );
}
