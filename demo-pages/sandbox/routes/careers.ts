/**
 * Career opportunities (content spec §7 "Other content: career-opportunity filter and by-id";
 * issue 19 item 5). Shapes are ours (the spec shows none), in the sandbox README "Careers".
 */
import { SANDBOX_ERROR_CODES, sendContent, sendError } from '../envelope.ts';
import { requestLanguage } from '../request-language.ts';
import type { RouteContext } from '../route-context.ts';
import type { Router } from '../router.ts';
import { pickText, type Language } from '../seed/index.ts';
import { CAREER_DEPARTMENTS, CAREER_LOCATIONS, CAREER_SEEDS, type CareerOption, type CareerSeed } from '../seed/careers.ts';

const options = (list: readonly CareerOption[], language: Language) =>
  list.map(({ code, label }) => ({ code, label: pickText(label, language) }));

function summaryOf(seed: CareerSeed, language: Language) {
  return {
    id: seed.id,
    title: pickText(seed.title, language),
    department: seed.department,
    location: seed.location,
    postedDate: seed.postedDate,
    summary: pickText(seed.summary, language),
  };
}

/**
 * GET career-opportunity/filter.json?lang&department&location → { departments, locations,
 * opportunities }: the filter's options and the opportunities of the chosen department and
 * location (empty or absent: all), newest first. An unknown code matches nothing.
 */
function filterOpportunities(context: RouteContext): void {
  const language = requestLanguage(context);
  const department = context.url.searchParams.get('department') ?? '';
  const location = context.url.searchParams.get('location') ?? '';
  const opportunities = CAREER_SEEDS.filter(
    (seed) => (!department || seed.department === department) && (!location || seed.location === location),
  )
    .toSorted((a, b) => b.postedDate.localeCompare(a.postedDate))
    .map((seed) => summaryOf(seed, language));
  context.note(`careers department=${department || '*'} location=${location || '*'}: ${opportunities.length}`);
  sendContent(context.res, {
    departments: options(CAREER_DEPARTMENTS, language),
    locations: options(CAREER_LOCATIONS, language),
    opportunities,
  });
}

/** GET career-opportunity/by-id/{id}.json?lang → the opportunity with its description and where to apply; 404 NOT_FOUND for an unknown id. */
function opportunityById(context: RouteContext): void {
  const seed = CAREER_SEEDS.find((candidate) => candidate.id === (context.params.id ?? '').toUpperCase());
  if (!seed) return sendError(context.res, 404, SANDBOX_ERROR_CODES.notFound, `No career opportunity ${context.params.id}.`);
  const language = requestLanguage(context);
  sendContent(context.res, {
    ...summaryOf(seed, language),
    departmentLabel: pickText(CAREER_DEPARTMENTS.find((option) => option.code === seed.department)!.label, language),
    locationLabel: pickText(CAREER_LOCATIONS.find((option) => option.code === seed.location)!.label, language),
    description: seed.description.map((paragraph) => pickText(paragraph, language)),
    applyUrl: `mailto:careers@stay.example?subject=${encodeURIComponent(`${seed.id} ${pickText(seed.title, 'en')}`)}`,
  });
}

export function registerCareerRoutes(router: Router): void {
  router
    .add('GET', '/apis/:product/career-opportunity/filter.json', filterOpportunities)
    .add('GET', '/apis/:product/career-opportunity/by-id/:id.json', opportunityById);
}
