// Spec section 2, "Landing page": navigation, hero, about, teams, pathway, international, gallery, news, contact, footer.
import { useEffect } from 'react';
import { AboutSection } from './landing/about-section';
import { ContactSection } from './landing/contact-section';
import { GallerySection } from './landing/gallery-section';
import { HeroSection } from './landing/hero-section';
import { InternationalSection } from './landing/international-section';
import { NewsSection } from './landing/news-section';
import { PathwaySection } from './landing/pathway-section';
import { TeamsSection } from './landing/teams-section';

/**
 * Arriving from another page at /#news, the browser jumps to the anchor while the page is still settling (web
 * fonts swapping in above it can push the section away); once the fonts are in, land on the section again.
 */
function useLandOnAnchor() {
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (!id) return;
    void document.fonts.ready.then(() => document.getElementById(id)?.scrollIntoView());
  }, []);
}

export default function LandingPage() {
  useLandOnAnchor();
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
