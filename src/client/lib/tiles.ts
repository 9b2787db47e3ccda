/** A {z}/{x}/{y} template (Leaflet's {s} and {r} understood too) as a pigeon-maps provider. */
export function tileProvider(template: string) {
  return (x: number, y: number, z: number, dpr?: number) =>
    template
      .replace('{z}', String(z))
      .replace('{x}', String(x))
      .replace('{y}', String(y))
      .replace('{s}', 'abc'.charAt((x + y) % 3))
      .replace('{r}', dpr !== undefined && dpr >= 2 ? '@2x' : '');
}
