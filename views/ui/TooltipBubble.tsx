/**
 * The tooltip itself (react-aria-components' Tooltip, standalone by its trigger's ref), loaded on the first tooltip a
 * visitor opens (views/ui/TruncatedTooltip.tsx) so that list pages do not carry the overlay code up front.
 */
import type { RefObject } from 'react';
import { Tooltip } from 'react-aria-components';
import './tooltip.css';

interface TooltipBubbleProps {
  triggerRef: RefObject<Element | null>;
  text: string;
  placement: 'top' | 'bottom';
  onClose: () => void;
}

export function TooltipBubble({ triggerRef, text, placement, onClose }: TooltipBubbleProps) {
  return (
    <Tooltip
      triggerRef={triggerRef}
      isOpen
      onOpenChange={(open) => (open ? undefined : onClose())}
      placement={placement}
      offset={6}
      className="ui-tooltip"
    >
      {text}
    </Tooltip>
  );
}
