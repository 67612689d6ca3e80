/**
 * The RTA ('Restricted To Adults') label of the footer (spec 000 §2.3 Footer): an image of its own (a build asset,
 * never inlined), so neither the page's JavaScript nor every page's HTML carries its drawing.
 */
import rtaLabel from './rta-label.svg?no-inline';

const RTA_ALT = 'RTA – Restricted To Adults';

export function RtaLabel({ width = 88 }: { width?: number }) {
  return <img className="rta-label" src={rtaLabel} width={width} height={(width * 31) / 88} alt={RTA_ALT} loading="lazy" />;
}
