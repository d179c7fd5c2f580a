export function ToursSection() {
  return null;
}
