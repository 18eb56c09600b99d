-- listaMovimientos answers each payment's latest checkout outcome (estado_pago, vence_pago):
-- a lookup by movement, newest settled first, for every payment listed.
CREATE INDEX pagos_checkout_movimiento ON pagos_checkout (id_movimiento, fecha_resultado);
