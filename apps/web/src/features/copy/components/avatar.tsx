import { initial } from "../model/labels";
import styles from "./copy.module.css";

/** A trader's avatar: the first letter of the name (traders have no picture). */
export function Avatar({ name, big = false }: { name: string; big?: boolean }) {
  return (
    <span className={big ? styles.bigAvatar : styles.avatar} aria-hidden="true">
      {initial(name)}
    </span>
  );
}
