import { useLocation, useNavigate } from "react-router-dom";

/** Back to the previous screen, or to `fallback` when the app was opened on this one. */
export function useBack(fallback: string): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  return () => (location.key !== "default" ? navigate(-1) : navigate(fallback, { replace: true }));
}
