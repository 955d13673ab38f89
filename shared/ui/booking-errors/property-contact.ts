import { fetchPropertyByCode } from '../../api/content-service';
import type { ApiClient } from '../../api/types';
import { text } from '../../domain/json-guards';
import type { Language } from '../../domain/languages';
import type { PropertyContact } from './show-booking-error';

/**
 * The property's phone and e-mail (its content record, content spec §7 "property by code"), for a
 * booking error whose recovery is "contact the property" (booking spec §8). Undefined when the
 * read fails or the record has neither: the dialog then shows its message with "OK" only.
 */
export async function propertyContactOf(client: ApiClient, language: Language, hotelCode: string): Promise<PropertyContact | undefined> {
  if (!hotelCode) return undefined;
  // Fresh: a copy stored by an earlier read (the payment lines' names) has lost the e-mail field.
  const answer = await fetchPropertyByCode(client, language, hotelCode, true);
  if (!answer.ok || !answer.data) return undefined;
  const phone = text(answer.data.raw, 'phone')?.trim() ?? '';
  const email = text(answer.data.raw, 'email')?.trim() ?? '';
  return phone || email ? { phone, email } : undefined;
}
