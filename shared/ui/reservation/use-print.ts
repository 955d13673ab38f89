import { useEffect, useRef, useState } from 'react';
import type { Language } from '../../domain/languages';
import { pageStore } from '../../store/page-store';
import { printableRead } from './printable-read';

/** `printable`: the service's confirmations are in the print view; `fallback`: they could not be read. */
export type PrintState = 'idle' | 'preparing' | 'printable' | 'fallback';

/**
 * Print (issue 16 item 2): the service's printable confirmations (call 10), sanitised
 * (`shared/ui/sanitise-html.ts`, loaded on demand) and placed in the print view, then the
 * browser's print dialog. When they cannot be read, the browser prints the widget's own
 * print-friendly view (its `@media print` rules) and the visitor is told.
 */
export function usePrint(language: Language, confirmNos: readonly string[]) {
  const printView = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<PrintState>('idle');
  const [printRequest, setPrintRequest] = useState(0);

  useEffect(() => {
    if (printRequest > 0) window.print();
  }, [printRequest]);

  async function print() {
    if (state === 'preparing') return;
    const key = { language, confirmNos };
    if (state === 'fallback') pageStore.set(printableRead.reload(key));
    setState('preparing');
    const [answer, { sanitiseHtml }] = await Promise.all([pageStore.get(printableRead.answer(key)), import('../sanitise-html')]);
    printView.current?.replaceChildren(...(answer.ok ? answer.data.map((html) => sanitiseHtml(html)) : []));
    setState(answer.ok ? 'printable' : 'fallback');
    setPrintRequest((count) => count + 1);
  }

  return { printView, state, print };
}
