/// <reference types="vite/client" />

/** vite-imagetools' `as=picture` output: a srcset per format and the fallback image's size. */
declare module '*as=picture' {
  const picture: {
    sources: Record<string, string>;
    img: { src: string; w: number; h: number };
  };
  export default picture;
}
