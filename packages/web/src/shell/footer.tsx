import { Link } from '@tanstack/react-router';

export function Footer() {
  return (
    <footer className="app-footer">
      <div className="app-footer-inner">
        <p>© Justiciable. Asesoramiento legal en línea, República Argentina.</p>
        <nav aria-label="Información legal">
          <Link to="/terminosCondiciones">Términos y condiciones</Link>
          <Link to="/politicasDePrivacidad">Política de privacidad</Link>
          <Link to="/glosario">Glosario</Link>
        </nav>
      </div>
    </footer>
  );
}
