import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import { Provider } from 'jotai/react';
import { useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { flushSync } from 'react-dom';
import type { AvailabilityDay } from '../../api/availability-service';
import { parseAvailabilityCalendar } from '../../api/availability-service';
import { addDays } from '../../domain/iso-date';
import { calendarOf, canArriveOn, earliestDeparture, isValidStay, type AvailabilityCalendar } from '../../domain/booking/stay-availability';
import { SANDBOX_SUBSCRIPTION_KEY } from '../../element/page-config';
import { WidgetEnvironmentContext } from '../../element/widget-environment';
import type { Language } from '../../domain/languages';
import { pageStore } from '../../store/page-store';
import { waitFor } from '../../../testing/fixtures';
import { interceptApi } from '../../../testing/intercept';
import { byRole } from '../../../testing/roles';
import { dayMonthYear, inWords, shownDates, visibleText } from '../../../testing/shown-dates';
import { resetAvailabilityCache } from './availability-cache';
import { DateRangePicker, type DateRange, type DateRangePickerProps } from './DateRangePicker';
import css from './date-range-picker.css?inline';

const style = document.createElement('style');
style.textContent = css;
document.head.append(style);

const TODAY = '2026-03-10';
const ROOMS = [{ adults: 2, children: 0 }];
const CALENDAR_CALL = 'check-calendar-availability-hotel';

/** The sandbox answers every availability request; the interception only records them. */
const api = interceptApi();
/** This test's availability requests, by body: the picker's, as the tests that count them ask the sandbox nothing themselves. */
const calendarRequests = () => api.sent(CALENDAR_CALL).map((request) => request.body as { hotelCode: string; startDate: string });

/** The sandbox's own answer, read directly (not through the picker). */
async function sandboxDays(hotelCode: string, startDate: string, endDate: string): Promise<AvailabilityDay[]> {
  const response = await fetch(`/api/property/${CALENDAR_CALL}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'Ocp-Apim-Subscription-Key': SANDBOX_SUBSCRIPTION_KEY },
    body: JSON.stringify({
      hotelCode,
      startDate,
      endDate,
      apartmentList: [{ numberOfAdult: 2, numberOfChildren: 0 }],
      currencyCode: 'SGD',
    }),
  });
  const parsed = parseAvailabilityCalendar(((await response.json()) as { content: unknown }).content);
  if (!parsed) throw new Error('sandbox answer did not parse');
  return parsed.days;
}

interface Rendered {
  container: HTMLElement;
  changes: DateRange[];
  day: (date: string) => HTMLButtonElement;
  description: (date: string) => string;
  message: () => string;
  heading: () => string;
}

let root: Root | undefined;
let host: HTMLElement | undefined;

function render(props: Partial<DateRangePickerProps> = {}, language: Language = 'en'): Rendered {
  const direction = language === 'ar' ? 'rtl' : 'ltr';
  host = document.createElement('div');
  host.dir = direction;
  document.body.append(host);
  const changes: DateRange[] = [];
  function Harness() {
    const [value, setValue] = useState<DateRange>(props.value ?? {});
    return (
      <DateRangePicker
        hotelCode="SGORCH"
        occupancy={ROOMS}
        currencyCode="SGD"
        minLengthOfStay={1}
        today={TODAY}
        monthsShown={1}
        {...props}
        value={value}
        onChange={(range) => {
          changes.push(range);
          setValue(range);
        }}
      />
    );
  }
  root = createRoot(host);
  flushSync(() =>
    root!.render(
      <WidgetEnvironmentContext.Provider value={{ tag: 'stay-test-picker', language, direction, authorMode: false, contentRoot: '' }}>
        <Provider store={pageStore}>
          <Harness />
        </Provider>
      </WidgetEnvironmentContext.Provider>,
    ),
  );
  const container = host;
  const day = (date: string) => {
    const button = container.querySelector<HTMLButtonElement>(`[data-date="${date}"]`);
    if (!button) throw new Error(`no day ${date} shown`);
    return button;
  };
  const description = (date: string) => {
    const ids = day(date).getAttribute('aria-describedby');
    return ids ? (document.getElementById(ids)?.textContent ?? '') : '';
  };
  return {
    container,
    changes,
    day,
    description,
    message: () => container.querySelector('[role="status"]')?.textContent ?? '',
    heading: () => container.querySelector('.stay-date-range-picker__title')?.textContent ?? '',
  };
}

const loaded = (rendered: Rendered) =>
  waitFor(() => rendered.container.querySelector('.stay-date-range-picker__grid:not([aria-busy])'), 'availability to load');

function datesOfMonth(month: string): string[] {
  const dates: string[] = [];
  for (let date = `${month}-01`; date.startsWith(month); date = addDays(date, 1)) dates.push(date);
  return dates;
}

function calendar(days: AvailabilityDay[]): AvailabilityCalendar {
  return calendarOf(days);
}

beforeEach(() => {
  resetAvailabilityCache();
  api.reset();
  api.watch(CALENDAR_CALL);
});

afterEach(() => {
  root?.unmount();
  host?.remove();
  root = undefined;
});

describe('DateRangePicker', () => {
  it('renders a month that agrees with the sandbox: reasons, arrivals, rates', async () => {
    const days = await sandboxDays('SGORCH', '2026-03-01', '2026-04-30');
    const byDate = new Map(days.map((day) => [day.date, day]));
    const rendered = render();
    await loaded(rendered);
    expect(rendered.heading()).to.equal('March 2026');
    let closedSeen = 0;
    for (const date of datesOfMonth('2026-03')) {
      const button = rendered.day(date);
      const day = byDate.get(date)!;
      const offered = date >= TODAY && canArriveOn(calendar(days), date, 1);
      expect(button.getAttribute('aria-disabled'), date).to.equal(offered ? null : 'true');
      const rate = button.querySelector('.stay-date-range-picker__rate')!.textContent;
      if (day.lowestRate) expect(rate, date).to.match(/\d/);
      else expect(rate, date).to.equal('—');
      // WCAG 2.5.3: a day with a rate is named starting with what it shows (the day, then the rate).
      const shown = `${button.querySelector('.stay-date-range-picker__number')!.textContent} ${rate}`;
      if (day.lowestRate) expect(button.getAttribute('aria-label'), date).to.match(new RegExp(`^${shown.replace(/[$.]/g, '\\$&')}, `));
      if (date < TODAY) {
        expect(rendered.description(date)).to.equal('In the past');
        continue;
      }
      if (day.reasons.includes('Closed')) {
        closedSeen += 1;
        expect(rendered.description(date), date).to.include('Closed');
      }
      if (day.reasons.includes('NoAvailableInventory')) expect(rendered.description(date), date).to.include('Sold out');
      if (day.reasons.includes('NoArrive')) expect(rendered.description(date), date).to.include('No arrivals');
      if (day.reasons.includes('NoDeparture')) expect(rendered.description(date), date).to.include('No departures');
      if (day.reasons.includes('MinStayArrive'))
        expect(rendered.description(date), date).to.include(`Minimum stay ${day.minStayArrive} nights from this date`);
    }
    expect(closedSeen, 'the seed closes two nights a month').to.be.greaterThan(0);
  });

  it('keeps unavailable dates focusable with aria-disabled and their reason; clicking does nothing', async () => {
    const days = await sandboxDays('SGORCH', '2026-03-01', '2026-04-30');
    const closed = days.find((day) => day.date >= TODAY && day.date < '2026-04-01' && day.reasons.includes('Closed'));
    if (!closed) throw new Error('no closed date after today in March');
    const rendered = render();
    await loaded(rendered);
    const button = rendered.day(closed.date);
    expect(button.disabled).to.equal(false);
    expect(button.getAttribute('aria-disabled')).to.equal('true');
    button.focus();
    expect(document.activeElement).to.equal(button);
    expect(rendered.description(closed.date)).to.include('Closed');
    button.click();
    expect(rendered.changes).to.deep.equal([]);
  });

  it('offers an arrival only where the minimum stay fits over the following nights', async () => {
    const days = await sandboxDays('SGORCH', '2026-03-01', '2026-04-30');
    const rendered = render({ minLengthOfStay: 4 });
    await loaded(rendered);
    let fitsNot = 0;
    for (const date of datesOfMonth('2026-03').filter((date) => date >= TODAY)) {
      const offered = canArriveOn(calendar(days), date, 4);
      expect(rendered.day(date).getAttribute('aria-disabled'), date).to.equal(offered ? null : 'true');
      if (!offered && days.find((day) => day.date === date)?.canArrive) {
        fitsNot += 1;
        expect(rendered.description(date)).to.match(/A stay of \d+ nights can’t be completed from this date/);
      }
    }
    expect(fitsNot, 'sellable arrival days where 4 nights do not fit').to.be.greaterThan(0);
  });

  it('after an arrival, offers only departures that make a valid stay, then sets the range', async () => {
    const days = await sandboxDays('SGORCH', '2026-03-01', '2026-04-30');
    const cal = calendar(days);
    // An arrival a few nights before an unsellable night, so later departures are refused.
    const arrival = datesOfMonth('2026-03').find(
      (date) => date >= TODAY && canArriveOn(cal, date, 1) && [2, 3].some((ahead) => !cal.get(addDays(date, ahead))?.sellable),
    );
    if (!arrival) throw new Error('no arrival before an unsellable night in March');
    const rendered = render({ monthsShown: 2 });
    await loaded(rendered);
    rendered.day(arrival).click();
    expect(rendered.changes.at(-1)).to.deep.equal({ startDate: arrival, endDate: undefined });
    await waitFor(() => rendered.message().includes('Now choose a departure date'), 'departure prompt');
    let refused = 0;
    for (const date of [...datesOfMonth('2026-03'), ...datesOfMonth('2026-04')].filter(
      (date) => date > arrival && date <= addDays(arrival, 20),
    )) {
      const valid = isValidStay(cal, arrival, date, 1);
      expect(rendered.day(date).getAttribute('aria-disabled'), date).to.equal(valid ? null : 'true');
      if (!valid) refused += 1;
    }
    expect(refused).to.be.greaterThan(0);
    const refusedDate = [...datesOfMonth('2026-03'), ...datesOfMonth('2026-04')].find(
      (date) => date > arrival && !isValidStay(cal, arrival, date, 1),
    )!;
    rendered.day(refusedDate).click();
    expect(rendered.changes).to.have.length(1);
    const departure = earliestDeparture(cal, arrival, 1)!;
    rendered.day(departure).click();
    expect(rendered.changes.at(-1)).to.deep.equal({ startDate: arrival, endDate: departure });
    expect(rendered.day(arrival).closest('td')!.getAttribute('aria-selected')).to.equal('true');
  });

  it('moves focus with arrows, Home/End and PageUp/PageDown (Shift: a year), following into other months', async () => {
    const rendered = render();
    await loaded(rendered);
    const focused = () => (document.activeElement as HTMLElement | null)?.dataset.date;
    expect(rendered.day(TODAY).tabIndex).to.equal(0);
    rendered.day(TODAY).focus();
    await sendKeys({ press: 'ArrowRight' });
    await waitFor(() => focused() === '2026-03-11', 'ArrowRight: next day');
    expect(rendered.day('2026-03-11').tabIndex).to.equal(0);
    expect(rendered.day(TODAY).tabIndex).to.equal(-1);
    await sendKeys({ press: 'ArrowDown' });
    await waitFor(() => focused() === '2026-03-18', 'ArrowDown: a week later');
    await sendKeys({ press: 'Home' });
    await waitFor(() => focused() === '2026-03-16', 'Home: Monday');
    await sendKeys({ press: 'End' });
    await waitFor(() => focused() === '2026-03-22', 'End: Sunday');
    await sendKeys({ press: 'ArrowUp' });
    await waitFor(() => focused() === '2026-03-15', 'ArrowUp: a week earlier');
    await sendKeys({ press: 'PageDown' });
    await waitFor(() => focused() === '2026-04-15' && rendered.heading() === 'April 2026', 'PageDown: next month shown');
    await sendKeys({ press: 'ArrowLeft' });
    await waitFor(() => focused() === '2026-04-14', 'ArrowLeft: previous day');
    await sendKeys({ press: 'PageUp' });
    await waitFor(() => focused() === '2026-03-14' && rendered.heading() === 'March 2026', 'PageUp: previous month shown');
    await sendKeys({ press: 'Shift+PageDown' });
    await waitFor(() => focused() === '2027-03-14' && rendered.heading() === 'March 2027', 'Shift+PageDown: a year later');
    await sendKeys({ press: 'Shift+PageUp' });
    await waitFor(() => focused() === '2026-03-14', 'Shift+PageUp: a year earlier');
    for (let step = 0; step < 3; step += 1) await sendKeys({ press: 'ArrowDown' });
    await waitFor(() => focused() === '2026-04-04' && rendered.heading() === 'April 2026', 'ArrowDown across the month end');
  });

  it('mirrors Left and Right in Arabic, with Arabic month names', async () => {
    const rendered = render({}, 'ar');
    await loaded(rendered);
    expect(rendered.heading()).to.match(/مارس/);
    const focused = () => (document.activeElement as HTMLElement | null)?.dataset.date;
    rendered.day(TODAY).focus();
    await sendKeys({ press: 'ArrowLeft' });
    await waitFor(() => focused() === '2026-03-11', 'ArrowLeft moves forward in RTL');
    await sendKeys({ press: 'ArrowRight' });
    await sendKeys({ press: 'ArrowRight' });
    await waitFor(() => focused() === '2026-03-09', 'ArrowRight moves back in RTL');
    // The grid itself is laid out right to left: the next day is to the left.
    const [a, b] = [rendered.day('2026-03-11').getBoundingClientRect(), rendered.day('2026-03-12').getBoundingClientRect()];
    expect(a.top).to.equal(b.top);
    expect(b.left).to.be.lessThan(a.left);
  });

  it('shows Buddhist years in Thai and reads a typed Buddhist-era date in every form, naming the era', async () => {
    const rendered = render({ hotelCode: undefined }, 'th');
    // The picker first shows once its Thai texts have loaded.
    await waitFor(() => rendered.heading(), 'the calendar in Thai');
    expect(rendered.heading()).to.include('2569');
    expect(rendered.heading()).not.to.include('2026');
    const hint = rendered.container.querySelector('.stay-date-range-picker__hint')!.textContent!;
    expect(hint, 'a Thai sample date, with the era named').to.include('15-03-2569').and.include('พ.ศ.');
    expect(hint).not.to.match(/YYYY|MM|DD/);
    const [arrival, departure] = rendered.container.querySelectorAll<HTMLInputElement>('input');
    await typeInto(arrival!, '20/03/2569');
    await waitFor(() => rendered.changes.length === 1, 'typed Thai date accepted');
    expect(rendered.changes[0]).to.deep.equal({ startDate: '2026-03-20', endDate: undefined });
    expect(arrival!.value, 'the field shows the date as every Thai date is shown').to.equal('20-03-2569');
    // YYYY-MM-DD with the Buddhist year is not 543 years ahead.
    await typeInto(departure!, '2569-03-23');
    await waitFor(() => rendered.changes.length === 2, 'typed Thai departure accepted');
    expect(rendered.changes[1]).to.deep.equal({ startDate: '2026-03-20', endDate: '2026-03-23' });
    await typeInto(departure!, 'พรุ่งนี้');
    await waitFor(() => rendered.message().includes('พรุ่งนี้'), 'format message');
    expect(rendered.message()).to.include('15-03-2569').and.include('พ.ศ.');
  });

  it('joins the reasons a date is refused as the page language writes a list', async () => {
    const rendered = render({ minLengthOfStay: 4 }, 'de');
    await loaded(rendered);
    const descriptions = datesOfMonth('2026-03').map((date) => rendered.description(date));
    const several = descriptions.filter((text) => text.includes(' und '));
    expect(several.length, 'dates refused for several reasons, joined with "und"').to.be.greaterThan(0);
    // Two reasons read "A und B": never the English comma alone.
    for (const text of descriptions) if (text.includes(', ')) expect(text, text).to.include(' und ');
  });

  it('validates a typed date exactly like a clicked one', async () => {
    const days = await sandboxDays('SGORCH', '2026-03-01', '2026-04-30');
    const closed = days.find((day) => day.date >= TODAY && day.reasons.includes('Closed'))!;
    const good = days.find((day) => day.date > TODAY && canArriveOn(calendar(days), day.date, 1))!;
    const rendered = render();
    await loaded(rendered);
    const [arrivalInput, departureInput] = rendered.container.querySelectorAll<HTMLInputElement>('input');
    await typeInto(arrivalInput!, closed.date);
    await waitFor(() => rendered.message().includes('can’t be your arrival'), 'refusal message');
    expect(rendered.message()).to.include('Closed');
    expect(rendered.message()).to.include(rendered.description(closed.date));
    expect(arrivalInput!.getAttribute('aria-invalid')).to.equal('true');
    expect(rendered.changes).to.deep.equal([]);

    await typeInto(arrivalInput!, 'soon');
    await waitFor(() => rendered.message().includes('is not a date'), 'format message');
    // A sample date in the page language, not the letters YYYY-MM-DD.
    expect(rendered.message()).to.equal('“soon” is not a date. Type it like 15-03-2026.');
    expect(rendered.container.querySelector('.stay-date-range-picker__hint')!.textContent).to.equal('Type a date, e.g. 15-03-2026');

    const [year, month, day] = good.date.split('-');
    await typeInto(arrivalInput!, `${day}/${month}/${year}`);
    await waitFor(() => rendered.changes.length === 1, 'typed arrival accepted');
    expect(rendered.changes[0]).to.deep.equal({ startDate: good.date, endDate: undefined });
    // Content spec §9: the field shows DD-MM-YYYY; its description reads the date in words.
    expect(arrivalInput!.value).to.equal(dayMonthYear(good.date));
    const describedBy = arrivalInput!
      .getAttribute('aria-describedby')!
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(describedBy).to.include(inWords(good.date));
    const status = rendered.container.querySelector('[role="status"]')!;
    expect(visibleText(status)).to.equal(`Arrival ${dayMonthYear(good.date)}. Now choose a departure date.`);
    expect(shownDates(status)).to.deep.equal([{ datetime: good.date, shown: dayMonthYear(good.date), words: inWords(good.date) }]);

    // The same departure rules: the arrival day itself is too short a stay.
    await typeInto(departureInput!, good.date);
    await waitFor(() => rendered.message().includes('can’t be your departure'), 'departure refusal');
    expect(rendered.message()).to.include('Minimum stay 1 night');
    expect(rendered.changes).to.have.length(1);
  });

  it('fetches each month once and reuses it when paging back and when opened again', async function () {
    this.timeout(15_000);
    // Its own occupancy: the API client hands out identical answers of the last 5 s without a request.
    const occupancy = [{ adults: 1, children: 0 }];
    let rendered = render({ monthsShown: 2, occupancy });
    await loaded(rendered);
    // The API client hands out an identical successful answer again for 5 s (booking spec §9
    // de-duplication) without a request: only past that window would a second fetch show.
    const loadedAt = performance.now();
    await waitFor(() => performance.now() - loadedAt > 5100, 'the de-duplication window to pass', 6000);
    const next = () => byRole<HTMLButtonElement>(rendered.container, 'button', { name: 'Next month' });
    const previous = () => byRole<HTMLButtonElement>(rendered.container, 'button', { name: 'Previous month', hidden: true });
    next().click();
    await waitFor(() => rendered.container.querySelector('[data-month="2026-05"]'), 'May shown');
    await loaded(rendered);
    previous().click();
    await waitFor(() => rendered.container.querySelector('[data-month="2026-03"]'), 'March shown again');
    next().click();
    await loaded(rendered);
    root!.unmount();
    host!.remove();
    rendered = render({ monthsShown: 2, occupancy });
    await loaded(rendered);
    const months = calendarRequests().map((request) => `${request.hotelCode} ${request.startDate}`);
    expect(months).to.deep.equal(['SGORCH 2026-03-01', 'SGORCH 2026-04-01', 'SGORCH 2026-05-01', 'SGORCH 2026-06-01']);
    // Another occupancy is another calendar.
    root!.unmount();
    host!.remove();
    rendered = render({ occupancy: [{ adults: 1, children: 2 }] });
    await loaded(rendered);
    expect(calendarRequests()).to.have.length(6);
  });

  it('lets the visitor pick dates when a month fails to load, saying so', async () => {
    document.cookie = `stay-sandbox-faults=${encodeURIComponent(JSON.stringify([{ match: 'check-calendar', kind: 'error', status: 400 }]))}; path=/`;
    try {
      const rendered = render({ hotelCode: 'SGMARB' });
      await waitFor(() => rendered.container.querySelector('[data-failed]'), 'failure message');
      expect(rendered.container.querySelector('[data-failed]')!.textContent).to.include('could not be loaded');
      expect(rendered.day('2026-03-12').getAttribute('aria-disabled')).to.equal(null);
      expect(rendered.day('2026-03-09').getAttribute('aria-disabled')).to.equal('true');
      rendered.day('2026-03-12').click();
      await waitFor(() => rendered.message().includes('Now choose a departure date'), 'arrival chosen');
      rendered.day('2026-03-13').click();
      expect(rendered.changes.at(-1)).to.deep.equal({ startDate: '2026-03-12', endDate: '2026-03-13' });
    } finally {
      document.cookie = 'stay-sandbox-faults=; path=/; max-age=0';
    }
  });

  it('keeps "previous month" focusable when paging back reaches the first month, so focus never falls to the page', async () => {
    const rendered = render();
    await loaded(rendered);
    const next = byRole<HTMLButtonElement>(rendered.container, 'button', { name: 'Next month' });
    const previous = byRole<HTMLButtonElement>(rendered.container, 'button', { name: 'Previous month', hidden: true });
    expect(previous.getAttribute('aria-disabled')).to.equal('true');
    next.click();
    await waitFor(() => rendered.heading() === 'April 2026', 'April shown');
    expect(previous.hasAttribute('aria-disabled')).to.equal(false);
    previous.focus();
    previous.click();
    await waitFor(() => rendered.heading() === 'March 2026', 'March shown again');
    expect(previous.getAttribute('aria-disabled')).to.equal('true');
    expect(document.activeElement).to.equal(previous);
    previous.click();
    expect(rendered.heading()).to.equal('March 2026');
  });

  it('shows a loading state per month while its availability is on the way', async () => {
    document.cookie = `stay-sandbox-faults=${encodeURIComponent(JSON.stringify([{ match: 'check-calendar', kind: 'slow', delayMs: 1500 }]))}; path=/`;
    try {
      const rendered = render({ hotelCode: 'JPSHJK' });
      const grid = () => rendered.container.querySelector('.stay-date-range-picker__grid')!;
      await waitFor(
        () => rendered.container.querySelector('.stay-date-range-picker__status')?.textContent === 'Loading availability…',
        'loading message',
      );
      expect(grid().getAttribute('aria-busy')).to.equal('true');
      expect(rendered.day('2026-03-20').getAttribute('aria-disabled')).to.equal('true');
      expect(rendered.description('2026-03-20')).to.equal('Availability is loading');
      await waitFor(() => !grid().hasAttribute('aria-busy'), 'availability loaded', 5000);
      expect(rendered.container.querySelector('.stay-date-range-picker__status')).to.equal(null);
      expect(rendered.description('2026-03-20')).not.to.include('loading');
    } finally {
      document.cookie = 'stay-sandbox-faults=; path=/; max-age=0';
    }
  });

  it('without a property asks nothing and offers every date from today, keeping the minimum stay', async () => {
    const rendered = render({ hotelCode: undefined, minLengthOfStay: 2 });
    expect(rendered.container.querySelector('.stay-date-range-picker__status')).to.equal(null);
    expect(rendered.day(TODAY).getAttribute('aria-disabled')).to.equal(null);
    expect(rendered.day('2026-03-31').getAttribute('aria-disabled')).to.equal(null);
    rendered.day(TODAY).click();
    await waitFor(() => rendered.day('2026-03-11').getAttribute('aria-disabled') === 'true', 'one night too short');
    expect(rendered.description('2026-03-11')).to.include('Minimum stay 2 nights');
    expect(rendered.day('2026-03-12').getAttribute('aria-disabled')).to.equal(null);
    expect(calendarRequests()).to.deep.equal([]);
  });
});

async function typeInto(input: HTMLInputElement, text: string): Promise<void> {
  input.focus();
  input.select();
  await sendKeys({ press: 'Backspace' });
  await sendKeys({ type: text });
  await sendKeys({ press: 'Enter' });
}
