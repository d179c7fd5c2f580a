// 'Contact to Order' (docs/product.md "Screens and routes"): email or call the club about one item; no checkout.
import { Mail, MessageCircle, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { mailtoHref, phoneText, telHref } from '../../../../shared/format';
import { whatsappHref } from '../../../../shared/phone';
import type { MerchandiseItem, SiteSettings } from '../../../../shared/schema';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogDescription, DialogTitle } from '../../../components/ui/dialog';

export function orderEmail(item: MerchandiseItem) {
  return {
    subject: `Order enquiry: ${item.name}`,
    body: `Hello,\n\nI would like to order the ${item.name} (${item.price}).\n\nPlease let me know the sizes available and how to pay and collect it.\n\nThank you.`,
  };
}

export function OrderDialog({
  item,
  settings,
  onClose,
}: {
  item: MerchandiseItem | null;
  /** Null until the club's contact details are known ('Loading...'). */
  settings: SiteSettings | null;
  onClose: () => void;
}) {
  const email = item ? orderEmail(item) : null;
  return (
    <Dialog
      open={item !== null}
      onClose={onClose}
      titleId="order-dialog-title"
      descriptionId="order-dialog-description"
    >
      {item && email && (
        <>
          <DialogTitle id="order-dialog-title" className="pr-10">
            Contact to Order
          </DialogTitle>
          <DialogDescription id="order-dialog-description" className="mt-2">
            Interested in {item.name}? Choose how you'd like to contact us
          </DialogDescription>
          <div className="mt-6 grid gap-3">
            <Option
              href={settings ? mailtoHref(settings.contactEmail, email.subject, email.body) : undefined}
              icon={<Mail />}
              title="Send Email"
              detail={settings ? settings.contactEmail : 'Loading...'}
            />
            <Option
              href={settings ? telHref(settings.contactPhone) : undefined}
              icon={<Phone />}
              title="Call Us"
              detail={settings ? phoneText(settings.contactPhone) : 'Loading...'}
            />
            {settings?.whatsappNumber && (
              <Option
                href={whatsappHref(
                  settings.whatsappNumber,
                  `Hello, I would like to order the ${item.name} (${item.price}).`,
                )}
                newTab
                icon={<MessageCircle />}
                title="WhatsApp"
                detail={settings.whatsappNumber}
              />
            )}
          </div>
          <Button variant="outline" className="mt-6 w-full" onClick={onClose}>
            Cancel
          </Button>
        </>
      )}
    </Dialog>
  );
}

function Option({
  href,
  newTab = false,
  icon,
  title,
  detail,
}: {
  href?: string;
  /** For a link that leaves the site (WhatsApp): the order dialog stays open behind it. */
  newTab?: boolean;
  icon: ReactNode;
  title: string;
  detail: string;
}) {
  const body = (
    <>
      <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-lg bg-club-red text-white [&_svg]:h-6 [&_svg]:w-6">
        {icon}
      </span>
      <span className="min-w-0">
        <span className="block font-semibold text-club-black">{title}</span>
        <span className="block break-all text-neutral-700">{detail}</span>
      </span>
    </>
  );
  const box = 'flex min-h-16 items-center gap-4 rounded-lg border-2 border-stone-200 p-3 text-left';
  // Until settings arrive there is nothing to link to.
  return href ? (
    <a
      href={href}
      {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      className={`${box} transition-colors hover:border-club-red`}
    >
      {body}
    </a>
  ) : (
    <div className={`${box} opacity-70`}>{body}</div>
  );
}
