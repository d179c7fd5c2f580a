export default function ProfilesPage() {
  return <main>profiles-page</main>;
}
