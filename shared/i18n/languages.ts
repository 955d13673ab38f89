/** The site's languages are a domain rule (content spec §9): `shared/domain/languages.ts`. */
export * from '../domain/languages';
