import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { Language } from '../../../shared/domain/languages';
import { Button } from '../../../shared/ui/Button';
import { translate } from '../dashboard-messages';

// Loaded when opened: the dashboard page does not carry the voucher forms' code and texts until then.
const VoucherActions = lazy(() => import('./VoucherActions').then((module) => ({ default: module.VoucherActions })));

/**
 * A small place of the member area for vouchers by code (issue 17 item 2): link, redeem a
 * non-booking voucher (members), check a guest voucher (anyone). A disclosure: opened, the forms load.
 */
export function VoucherActionsEntry({ language, signedIn }: { language: Language; signedIn: boolean }) {
  const [open, setOpen] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  // The button goes away when opened: the focus moves to the part's heading, not to the page's start.
  useEffect(() => {
    if (open) heading.current?.focus();
  }, [open]);
  return (
    // A titled part, not a region: the dashboard's regions are its cards (and the signed-out page has one).
    <div className="stay-member-dashboard__voucher-actions">
      <h2 ref={heading} tabIndex={-1} className="stay-member-dashboard__subtitle">
        {translate(language, 'voucherCodesTitle')}
      </h2>
      {open ? (
        <Suspense fallback={<div aria-busy="true" />}>
          <VoucherActions language={language} signedIn={signedIn} />
        </Suspense>
      ) : (
        <Button aria-expanded={false} onClick={() => setOpen(true)}>
          {translate(language, 'voucherCodesOpen')}
        </Button>
      )}
    </div>
  );
}
