// 'Share on WhatsApp' and 'Share on Facebook': plain links to each service's own share address. The page
// loads nothing of theirs (no script, no frame, no pixel), so the page's policy needs no change and they work without
// JavaScript; on a phone, wa.me opens the WhatsApp app with the message typed. A new tab keeps the club's page open.
import { MessageCircle } from 'lucide-react';
import { buttonClasses } from '../../components/ui/button';
import { FacebookIcon } from './landing/social-icons';

/** The two share addresses of a page: `url` is absolute (PUBLIC_URL), `text` goes before it in the message. */
export function shareHrefs(url: string, text: string) {
  return {
    whatsapp: `https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
  };
}

export function ShareLinks({ url, text, className = '' }: { url: string; text: string; className?: string }) {
  const hrefs = shareHrefs(url, text);
  const link = buttonClasses({ variant: 'secondary', size: 'sm' });
  return (
    <div className={`flex flex-wrap gap-3 ${className}`}>
      <a href={hrefs.whatsapp} target="_blank" rel="noopener noreferrer" className={link}>
        <MessageCircle className="h-4 w-4" aria-hidden />
        Share on WhatsApp
      </a>
      <a href={hrefs.facebook} target="_blank" rel="noopener noreferrer" className={link}>
        <FacebookIcon className="h-4 w-4" />
        Share on Facebook
      </a>
    </div>
  );
}
