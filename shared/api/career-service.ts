import { isRecord, listOf, text, texts } from '../domain/json-guards';
import { safeUrl } from './url-field';
import type { ApiClient, ApiResult } from './types';

/**
 * Career opportunities (content spec §7 "Other content: career-opportunity filter and by-id";
 * issue 19 item 5): the filter's options with the opportunities they select, and one
 * opportunity by its id. The spec shows no shapes; ours are in the sandbox README "Careers". The
 * description is plain-text paragraphs (no backend HTML, so no sanitiser on the page); the apply
 * address passes the safe-URL check or is dropped.
 */
export interface CareerOption {
  code: string;
  label: string;
}

export interface CareerOpportunity {
  id: string;
  title: string;
  department: string;
  location: string;
  /** ISO date. */
  postedDate: string;
  summary: string;
}

export interface CareerListing {
  departments: CareerOption[];
  locations: CareerOption[];
  opportunities: CareerOpportunity[];
}

export interface CareerOpportunityDetails extends CareerOpportunity {
  departmentLabel: string;
  locationLabel: string;
  description: string[];
  /** '' when the service sent none or an unsafe one. */
  applyUrl: string;
}

export interface CareerFilter {
  department: string;
  location: string;
}

function parseOption(raw: unknown): CareerOption | undefined {
  if (!isRecord(raw)) return undefined;
  const code = text(raw, 'code');
  const label = text(raw, 'label');
  return code && label ? { code, label } : undefined;
}

function parseOpportunity(raw: unknown): CareerOpportunity | undefined {
  if (!isRecord(raw)) return undefined;
  const id = text(raw, 'id');
  const title = text(raw, 'title');
  if (!id || !title) return undefined;
  return {
    id,
    title,
    department: text(raw, 'department') ?? '',
    location: text(raw, 'location') ?? '',
    postedDate: /^\d{4}-\d{2}-\d{2}/.test(text(raw, 'postedDate') ?? '') ? text(raw, 'postedDate')!.slice(0, 10) : '',
    summary: text(raw, 'summary') ?? '',
  };
}

export function parseCareerListing(raw: unknown): CareerListing | undefined {
  if (!isRecord(raw)) return undefined;
  return {
    departments: listOf(raw.departments, parseOption) ?? [],
    locations: listOf(raw.locations, parseOption) ?? [],
    opportunities: listOf(raw.opportunities, parseOpportunity) ?? [],
  };
}

export function parseCareerOpportunityDetails(raw: unknown): CareerOpportunityDetails | undefined {
  const opportunity = parseOpportunity(raw);
  if (!opportunity || !isRecord(raw)) return undefined;
  return {
    ...opportunity,
    departmentLabel: text(raw, 'departmentLabel') ?? '',
    locationLabel: text(raw, 'locationLabel') ?? '',
    description: texts(raw, 'description') ?? [],
    applyUrl: safeUrl(raw, 'applyUrl') ?? '',
  };
}

/** career-opportunity/filter.json?lang&department&location (an empty filter value: all). */
export function fetchCareerListing(client: ApiClient, language: string, filter: CareerFilter): Promise<ApiResult<CareerListing>> {
  const query = {
    lang: language,
    ...(filter.department ? { department: filter.department } : {}),
    ...(filter.location ? { location: filter.location } : {}),
  };
  return client.content('career-opportunity/filter.json', { query, language, parse: parseCareerListing });
}

/** career-opportunity/by-id/{id}.json?lang */
export function fetchCareerOpportunity(client: ApiClient, language: string, id: string): Promise<ApiResult<CareerOpportunityDetails>> {
  return client.content(`career-opportunity/by-id/${encodeURIComponent(id)}.json`, {
    query: { lang: language },
    language,
    parse: parseCareerOpportunityDetails,
  });
}
