// The prepare page's hold on the camera session: opened on arrival, reopened on 'retry', settings applied as
// they change, closed on leaving unless handed over to the interview room.
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  type CameraSession,
  closeCameraSession,
  openCameraSession,
} from '../components/camera/camera-session';
import type { CameraSettings } from '../store';

export function useCameraSession(settings: CameraSettings) {
  const [session, setSession] = useState<CameraSession | null>(null);
  const [opening, setOpening] = useState(true);
  const handedOver = useRef(false);
  const settingsRef = useRef(settings);
  settingsRef.current = settings;

  const open = useCallback(async () => {
    setOpening(true);
    try {
      setSession(await openCameraSession(settingsRef.current));
    } finally {
      setOpening(false);
    }
  }, []);

  useEffect(() => {
    void open();
    return () => {
      if (!handedOver.current) closeCameraSession();
    };
  }, [open]);

  useEffect(() => {
    session?.applySettings(settings);
  }, [session, settings]);

  const retry = useCallback(() => {
    closeCameraSession();
    setSession(null);
    void open();
  }, [open]);

  /** Keep the session open for the next page (the interview room records it). */
  const handOver = useCallback(() => {
    handedOver.current = true;
  }, []);

  return { session, opening, retry, handOver };
}
