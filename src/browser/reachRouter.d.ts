/** The router Gatsby uses (a dependency of gatsby); only the part the theme needs. It ships no types. */
declare module '@gatsbyjs/reach-router' {
  export const globalHistory: {
    navigate(to: string, options?: { replace?: boolean; state?: unknown }): Promise<void>;
  };
}
