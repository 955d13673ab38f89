import { attr } from '../../shared/element/attribute-schema';
import { defineWidget } from '../../shared/element/define-widget';
import { CareerOpportunities } from './CareerOpportunities';

export const careerOpportunitiesSchema = {
  /** Accessible name of the widget's region (empty: its default name, translated). */
  label: attr.string(''),
  /** Level of each opportunity's heading, 2 to 5. */
  headingLevel: attr.integer({ defaultValue: 2, min: 2, max: 5 }),
};

/**
 * Career opportunities (content spec §7 "Other content: career-opportunity filter and by-id";
 * issue 19 item 5): the open positions, filtered by department and location, each linked to its
 * own view on the same page (`?opportunity=<id>`) with its description and where to apply.
 *
 * @slot - Authored content (an introduction), shown above the list.
 */
defineWidget('stay-career-opportunities', CareerOpportunities, careerOpportunitiesSchema, { content: (nodes) => ({ nodes }) });
