export default function AuthPage() {
  return <main>auth</main>;
}
