import { fetchGuestReviews, fetchReviewConfiguration, translateReview } from '../../api/guest-review-service';
import { defineServerRead } from '../../store/server-read';
import { defineServerWrite } from '../../store/server-write';

/** Content spec §7 "Reviews config": decides where reviews show and how. */
export const reviewConfigurationRead = defineServerRead({
  read: ({ language }: { language: string }, { client }) => fetchReviewConfiguration(client, language),
});

/** The reviews of a few products (batches of 10 and the day cache are in the service). */
export const guestReviewsRead = defineServerRead({
  read: (key: { product: string; productIds: string[]; includeReviews: boolean; language: string }, { client }) =>
    fetchGuestReviews(client, key, key.language),
});

/** `odx/translate` reads only, but on the visitor's click: a write joins a double click into one call. */
export const translateReviewWrite = defineServerWrite({
  write: (input: { from: string; to: string; text: string }, { client }) => translateReview(client, input.from, input.to, input.text),
  invalidates: [],
});
