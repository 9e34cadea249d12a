import type { FinishOptions, Scene } from './svg.ts';

/** A raster image authored as an SVG scene and written as JPEG. */
export interface RasterJob {
  kind: 'jpeg';
  /** repo-relative output path */
  out: string;
  width: number;
  height: number;
  /** suggested alt text (one sentence) */
  alt: string;
  quality?: number;
  /** draws into the scene and returns finishing options (grain, vignette) */
  draw: (s: Scene) => FinishOptions;
}

/** A vector file written as-is. */
export interface VectorJob {
  kind: 'svg' | 'json';
  out: string;
  alt: string;
  build: () => string;
}

export type Job = RasterJob | VectorJob;
