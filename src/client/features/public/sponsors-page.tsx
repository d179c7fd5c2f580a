export default function SponsorsPage() {
  return <main>sponsors-page</main>;
}
