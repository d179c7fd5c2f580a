export default function LandingPage() {
  return <main>landing-page</main>;
}
