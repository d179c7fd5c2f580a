export default function MerchandisePage() {
  return <main>merchandise-page</main>;
}
