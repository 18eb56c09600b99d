/** Lets keyboard and screen-reader users jump past the header to the page's content. */
export function SkipLink() {
  return (
    <a className="skip-link" href="#contenido">
      Ir al contenido
    </a>
  );
}
