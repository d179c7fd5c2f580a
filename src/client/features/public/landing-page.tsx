// The landing page (docs/product.md "Landing page"): navigation, hero, about, teams, pathway, international,
// gallery, news, contact, footer.
import { AboutSection } from './landing/about-section';
import { ContactSection } from './landing/contact-section';
import { GallerySection } from './landing/gallery-section';
import { HeroSection } from './landing/hero-section';
import { InternationalSection } from './landing/international-section';
import { NewsSection } from './landing/news-section';
import { PathwaySection } from './landing/pathway-section';
import { TeamsSection } from './landing/teams-section';

export default function LandingPage() {
  return (
    <>
      <HeroSection />
      <AboutSection />
      <TeamsSection />
      <PathwaySection />
      <InternationalSection />
      <GallerySection />
      <NewsSection />
      <ContactSection />
    </>
  );
}
