export default function GalleryPage() {
  return <main>gallery-page</main>;
}
