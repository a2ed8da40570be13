'use client';
// The zoom viewer's code is a chunk of its own, fetched the first time a plan or a photo is to be
// zoomed; every place that shows it shares this one handle.
import { onDemand } from '@/ui/on-demand/on-demand';

export const imageViewer = onDemand(() => import('./image-viewer').then((module) => module.ImageViewer));
