import { useState } from 'react';
import type { Language } from '../../shared/domain/languages';
import { useWidgetEnvironment } from '../../shared/element/widget-environment';
import { translationsOf } from '../../shared/i18n/catalogue';
import { defineIcuMessages } from '../../shared/i18n/intl';
import { leaveModify, modifyRecordAtom } from '../../shared/store/modify-session';
import { usePageValue } from '../../shared/store/use-page-value';
import { Button } from '../../shared/ui/Button';
import english from './messages/en.json';

const translate = defineIcuMessages({ en: english, translations: translationsOf('widgets/modify-banner') });

export interface ModifyBannerProps {
  /** The region's accessible name; empty: "Changing reservation {confirmNo}", translated. */
  label: string;
}

/**
 * `<stay-modify-banner>`: while a modification is under way (`modifyRecordAtom`), "Changing
 * reservation SR…" with a way out. Rendered by the rates, add-ons and checkout widgets as an
 * element (DOM composition: the loader loads this chunk only when it appears, so the modify flow
 * weighs nothing on those pages otherwise, DESIGN §7). Leaving restores the guest's cart
 * (`leaveModify`) and says so in a status message, so focus is not lost with the button (WCAG 4.1.3).
 */
export function ModifyBanner({ label }: ModifyBannerProps) {
  const { language } = useWidgetEnvironment();
  const record = usePageValue(modifyRecordAtom);
  const [left, setLeft] = useState<string | undefined>(undefined);
  if (!record) {
    return left ? (
      <p className="stay-modify-banner__left" role="status">
        {translate(language, 'left', { confirmNo: left })}
      </p>
    ) : null;
  }
  const leave = () => {
    setLeft(record.confirmNo);
    leaveModify();
  };
  return <ModifyBannerView confirmNo={record.confirmNo} label={label} language={language} onLeave={leave} />;
}

export function ModifyBannerView({ confirmNo, label, language, onLeave }: { confirmNo: string; label: string; language: Language; onLeave: () => void }) {
  const heading = translate(language, 'changing', { confirmNo });
  return (
    <section className="stay-modify-banner" aria-label={label || heading}>
      <p className="stay-modify-banner__title">
        <strong>{heading}</strong>
      </p>
      <p className="stay-modify-banner__text">{translate(language, 'explain')}</p>
      <Button className="stay-modify-banner__leave" onClick={onLeave}>
        {translate(language, 'leave')}
      </Button>
    </section>
  );
}
