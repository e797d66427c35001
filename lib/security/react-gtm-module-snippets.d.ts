/** The snippet builder react-gtm-module's `TagManager.initialize` uses (not covered by @types/react-gtm-module). */
declare module 'react-gtm-module/dist/Snippets' {
  const Snippets: {
    tags(options: {
      id: string;
      events: Record<string, unknown>;
      dataLayer?: unknown;
      dataLayerName: string;
      auth: string;
      preview: string;
    }): { iframe: string; script: string; dataLayerVar: string };
  };
  export default Snippets;
}
