// The photos being added: one row per chosen file, sent one after another (the server works on one
// image at a time anyway, and a phone's upload is not split between several), each with its share
// sent, the server's refusal if any, and a retry.
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { type AlbumAccess, albumKey, albumProof } from "./api.ts";
import { type PhotoUpload, UploadFailed, uploadPhoto } from "./upload.ts";

export type UploadStage = "waiting" | "sending" | "processing" | "done" | "failed";

export interface UploadRow {
  key: number;
  file: File;
  stage: UploadStage;
  /** Percent of the file sent. */
  percent: number;
  /** The server's refusal; undefined with a failed stage: the request got no answer. */
  problem?: string | undefined;
}

export function useUploads(hangId: string, access: AlbumAccess) {
  const queryClient = useQueryClient();
  const [rows, setRows] = useState<UploadRow[]>([]);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const running = useRef(new Set<PhotoUpload>());
  const nextKey = useRef(0);
  const mounted = useRef(true);
  // The latest proof: a queued photo goes with the access the page has when its turn comes.
  const proof = useRef(albumProof(access));
  proof.current = albumProof(access);

  const update = useCallback((key: number, change: Partial<UploadRow>) => {
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...change } : row)));
  }, []);

  const send = useCallback(
    async (row: UploadRow) => {
      if (!mounted.current) return;
      update(row.key, { stage: "sending", percent: 0, problem: undefined });
      const upload = uploadPhoto(hangId, row.file, proof.current, (share) =>
        update(
          row.key,
          share >= 1 ? { stage: "processing", percent: 100 } : { percent: Math.round(share * 100) },
        ),
      );
      running.current.add(upload);
      try {
        await upload.done;
        update(row.key, { stage: "done", percent: 100 });
        await queryClient.invalidateQueries({ queryKey: albumKey(hangId) });
      } catch (error) {
        update(row.key, {
          stage: "failed",
          problem: error instanceof UploadFailed ? error.serverMessage : undefined,
        });
      } finally {
        running.current.delete(upload);
      }
    },
    [hangId, queryClient, update],
  );

  const enqueue = useCallback(
    (row: UploadRow) => {
      queue.current = queue.current.then(() => send(row));
    },
    [send],
  );

  /** New files: the rows of photos already added make way; failed ones stay until retried or removed. */
  const add = useCallback(
    (files: File[]) => {
      const added = files.map((file) => ({
        key: nextKey.current++,
        file,
        stage: "waiting" as const,
        percent: 0,
      }));
      setRows((current) => [...current.filter((row) => row.stage !== "done"), ...added]);
      for (const row of added) enqueue(row);
    },
    [enqueue],
  );

  const retry = useCallback(
    (row: UploadRow) => {
      update(row.key, { stage: "waiting", percent: 0, problem: undefined });
      enqueue(row);
    },
    [enqueue, update],
  );

  const dismiss = useCallback((key: number) => {
    setRows((current) => current.filter((row) => row.key !== key));
  }, []);

  // Leaving the page stops what is still being sent.
  useEffect(() => {
    const uploads = running.current;
    mounted.current = true;
    return () => {
      mounted.current = false;
      for (const upload of uploads) upload.abort();
    };
  }, []);

  return { rows, add, retry, dismiss };
}
