// The benchmark's framework floor: a heading and a paragraph rendered by the App Router, with Next's
// client runtime and nothing else (no styles, fonts, images or client components of our own).
export default function FloorPage() {
  return (
    <main>
      <h1>A bare Next.js page</h1>
      <p>
        One heading and one paragraph, prerendered by the App Router and hydrated by the framework’s runtime. The
        benchmark measures it beside the site’s pages to show how much of their cost is the framework itself.
      </p>
    </main>
  );
}
