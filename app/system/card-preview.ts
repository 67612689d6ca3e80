/** The video card preview (spec 000 §2.4 'Video card'): one for the visit, so only one card previews at a time. */
import { cardPreviewMachine } from '../../machines/card-preview.machine.ts';
import { defineVisitMachine } from './define.ts';

export const cardPreview = defineVisitMachine({
  id: 'cardPreview',
  machine: cardPreviewMachine,
  provide: () => cardPreviewMachine,
  input: () => ({ enabled: true }),
});
