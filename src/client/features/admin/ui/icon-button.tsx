import * as Tooltip from '@radix-ui/react-tooltip';
import type { ButtonHTMLAttributes } from 'react';
import { TOOLTIP } from '../../../../shared/constants';
import { buttonClasses } from '../../../components/ui/button';

/**
 * A square icon-only button; its label names it for screen readers and shows as a tooltip (docs/product.md "Constants
 * and limits").
 */
export function IconButton({
  label,
  className = '',
  children,
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { label: string }) {
  return (
    <Tooltip.Root>
      <Tooltip.Trigger asChild>
        <button
          type="button"
          aria-label={label}
          className={buttonClasses({ variant: 'ghost', size: 'icon', className: `text-neutral-600 ${className}` })}
          {...props}
        >
          {children}
        </button>
      </Tooltip.Trigger>
      <Tooltip.Portal>
        <Tooltip.Content
          sideOffset={TOOLTIP.sideOffset}
          className="z-50 rounded-md bg-club-black px-2 py-1 text-xs text-white shadow"
        >
          {label}
        </Tooltip.Content>
      </Tooltip.Portal>
    </Tooltip.Root>
  );
}
