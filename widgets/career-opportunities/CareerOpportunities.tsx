import { useEffect, useId, useRef, useState } from 'react';
import { trackLinkClick } from '../../shared/analytics/link-click';
import {
  fetchCareerListing,
  fetchCareerOpportunity,
  type CareerFilter,
  type CareerListing,
  type CareerOption,
} from '../../shared/api/career-service';
import { opportunityHref, opportunityInAddress } from '../../shared/domain/content/career-opportunity-link';
import type { Language } from '../../shared/domain/languages';
import { AuthoredNodes } from '../../shared/element/AuthoredNodes';
import { useWidgetEnvironment } from '../../shared/element/widget-environment';
import { defineMessages, translationsOf } from '../../shared/i18n/catalogue';
import { defineServerRead } from '../../shared/store/server-read';
import { useServerRead } from '../../shared/store/use-server-read';
import { Button } from '../../shared/ui/Button';
import { textWithDates } from '../../shared/ui/shown-date';
import { Skeleton } from '../../shared/ui/Skeleton';
import { usePageAddress } from '../../shared/ui/use-page-address';
import english from './messages/en.json';

const translate = defineMessages({ en: english, translations: translationsOf('widgets/career-opportunities') });
const COMPONENT = 'career-opportunities';

export interface CareerOpportunitiesProps {
  /** The region's accessible name; empty: the translated default. */
  label: string;
  /** Level of the opportunities' headings (2 to 5). */
  headingLevel: number;
  /** The authored content (an introduction), moved into the widget (never copied). */
  nodes: readonly Node[];
}

const listingRead = defineServerRead({
  read: ({ language, ...filter }: CareerFilter & { language: Language }, { client }) => fetchCareerListing(client, language, filter),
});
const opportunityRead = defineServerRead({
  read: ({ language, id }: { language: Language; id: string }, { client }) => fetchCareerOpportunity(client, language, id),
});

const headingTag = (level: number) => `h${Math.min(6, Math.max(2, level))}` as 'h2';

/**
 * `<stay-career-opportunities>` (content spec §7 "career-opportunity filter and by-id"): the list
 * with its department and location filter, or one opportunity when the page address names it.
 */
export function CareerOpportunities({ label, headingLevel, nodes }: CareerOpportunitiesProps) {
  const { language, tag } = useWidgetEnvironment();
  const { pathname, search } = usePageAddress();
  const { id, invalid } = opportunityInAddress(search);
  useEffect(() => {
    if (invalid) console.warn(`[stay-widgets] <${tag}>: the page address names no career opportunity ("${invalid}"); the list shows.`);
  }, [invalid, tag]);
  return (
    <section className="stay-career-opportunities" aria-label={label || translate(language, 'label')}>
      <AuthoredNodes nodes={nodes} />
      {id ? <Opportunity id={id} listHref={pathname} level={headingLevel} /> : <Opportunities pathname={pathname} level={headingLevel} />}
    </section>
  );
}

function Failure({ onRetry }: { onRetry: () => void }) {
  const { language } = useWidgetEnvironment();
  return (
    <div className="stay-career-opportunities__failure" role="alert">
      <p>{translate(language, 'failed')}</p>
      <Button className="stay-career-opportunities__retry" onClick={onRetry}>
        {translate(language, 'retry')}
      </Button>
    </div>
  );
}

function FilterSelect({
  name,
  options,
  value,
  onChange,
}: {
  name: 'department' | 'location';
  options: CareerOption[];
  value: string;
  onChange: (value: string) => void;
}) {
  const { language } = useWidgetEnvironment();
  const id = useId();
  return (
    <div className="stay-career-opportunities__field">
      <label htmlFor={id}>{translate(language, name)}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{translate(language, 'all')}</option>
        {options.map((option) => (
          <option key={option.code} value={option.code}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

function Opportunities({ pathname, level }: { pathname: string; level: number }) {
  const { language } = useWidgetEnvironment();
  const [filter, setFilter] = useState<CareerFilter>({ department: '', location: '' });
  const { state, reload } = useServerRead(listingRead, { language, ...filter });
  // The filter keeps the options of the last answer while the next one loads.
  const options = useRef<CareerListing | undefined>(undefined);
  if (state.state === 'hasData') options.current = state.data;
  const known = options.current;
  const labelOf = (list: CareerOption[] | undefined, code: string) => list?.find((option) => option.code === code)?.label ?? code;
  const Title = headingTag(level);
  return (
    <>
      {known && (
        <div className="stay-career-opportunities__filter" role="group" aria-label={translate(language, 'filter')}>
          <FilterSelect
            name="department"
            options={known.departments}
            value={filter.department}
            onChange={(department) => setFilter({ ...filter, department })}
          />
          <FilterSelect
            name="location"
            options={known.locations}
            value={filter.location}
            onChange={(location) => setFilter({ ...filter, location })}
          />
        </div>
      )}
      <p className="stay-career-opportunities__count" role="status">
        {state.state === 'hasData' ? translate(language, 'count', { count: String(state.data.opportunities.length) }) : ''}
      </p>
      {state.state === 'loading' && <Skeleton label={translate(language, 'loading')} className="stay-career-opportunities__loading" />}
      {state.state === 'hasError' && <Failure onRetry={reload} />}
      {state.state === 'hasData' && state.data.opportunities.length === 0 && (
        <p className="stay-career-opportunities__empty">{translate(language, 'empty')}</p>
      )}
      {state.state === 'hasData' && state.data.opportunities.length > 0 && (
        <ul className="stay-career-opportunities__list">
          {state.data.opportunities.map((opportunity) => {
            const href = opportunityHref(pathname, opportunity.id);
            return (
              <li key={opportunity.id} className="stay-career-opportunities__item">
                <Title className="stay-career-opportunities__title">
                  <a href={href} onClick={() => trackLinkClick(COMPONENT, opportunity.title, href)}>
                    {opportunity.title}
                  </a>
                </Title>
                <p className="stay-career-opportunities__where">
                  {[labelOf(known?.departments, opportunity.department), labelOf(known?.locations, opportunity.location)].join(' · ')}
                </p>
                {opportunity.summary && <p>{opportunity.summary}</p>}
                {opportunity.postedDate && (
                  <p className="stay-career-opportunities__posted">
                    {textWithDates(language, (dates) => translate(language, 'posted', dates), { date: opportunity.postedDate })}
                  </p>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}

function Opportunity({ id, listHref, level }: { id: string; listHref: string; level: number }) {
  const { language } = useWidgetEnvironment();
  const { state, reload } = useServerRead(opportunityRead, { language, id });
  const Title = headingTag(level);
  const back = (
    <p className="stay-career-opportunities__back">
      <a href={listHref}>{translate(language, 'back')}</a>
    </p>
  );
  if (state.state === 'loading')
    return <Skeleton label={translate(language, 'loadingOne')} className="stay-career-opportunities__loading" />;
  // An id the service does not know (404) is an opportunity no longer open, not a failure to retry.
  if (state.state === 'hasError' && state.error.status === 404) {
    return (
      <>
        <p className="stay-career-opportunities__empty">{translate(language, 'notFound')}</p>
        {back}
      </>
    );
  }
  if (state.state === 'hasError') return <Failure onRetry={reload} />;
  const opportunity = state.data;
  return (
    <article className="stay-career-opportunities__details">
      <Title className="stay-career-opportunities__title">{opportunity.title}</Title>
      <p className="stay-career-opportunities__where">
        {[opportunity.departmentLabel, opportunity.locationLabel].filter(Boolean).join(' · ')}
      </p>
      {opportunity.postedDate && (
        <p className="stay-career-opportunities__posted">
          {textWithDates(language, (dates) => translate(language, 'posted', dates), { date: opportunity.postedDate })}
        </p>
      )}
      {opportunity.description.map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
      {opportunity.applyUrl && (
        <p>
          <a
            className="stay-career-opportunities__apply"
            href={opportunity.applyUrl}
            onClick={() => trackLinkClick(COMPONENT, opportunity.title, opportunity.applyUrl)}
          >
            {translate(language, 'apply', { title: opportunity.title })}
          </a>
        </p>
      )}
      {back}
    </article>
  );
}
