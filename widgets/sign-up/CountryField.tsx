import { matchingCountries, type Country } from '../../shared/domain/countries';
import type { Language } from '../../shared/domain/languages';
import { Combobox } from '../../shared/ui/combobox/Combobox';
import { translateSignUp } from './sign-up-texts';

/** The popup does not scroll (shared/ui/README.md, combobox): the best matches only; typing narrows them. */
const SHOWN_MATCHES = 8;

export interface CountryFieldProps {
  id: string;
  language: Language;
  text: string;
  error?: string;
  onTextChange: (text: string) => void;
  onChoose: (country: Country) => void;
  onBlur: () => void;
}

/**
 * Country of residence (issue 14 item 4): type-ahead over the ~250 countries named in the page
 * language (shared/domain/countries.ts) through the shared combobox. The field shows names; the
 * service gets the ISO code of the one chosen.
 */
export function CountryField({ id, language, text, error, onTextChange, onChoose, onBlur }: CountryFieldProps) {
  const matches = matchingCountries(text, language);
  const shown = matches.slice(0, SHOWN_MATCHES);
  return (
    <div onBlur={onBlur}>
      <Combobox<Country>
        id={id}
        label={translateSignUp(language, 'field.countryOfResidence')}
        listLabel={translateSignUp(language, 'country.list')}
        autoComplete="country-name"
        groups={[{ key: 'countries', options: shown }]}
        status="ready"
        statusText={
          matches.length === 0
            ? translateSignUp(language, 'country.none')
            : translateSignUp(language, 'country.count', { count: matches.length, shown: shown.length })
        }
        text={text}
        onTextChange={onTextChange}
        onChoose={onChoose}
        optionKey={(country) => country.code}
        renderOption={(country) => country.name}
        error={error}
      />
    </div>
  );
}
