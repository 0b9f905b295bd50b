/**
 * A UV sphere as a binary STL of many small triangles, and its triangles' corners: a heavy
 * model whose full measurements are known. With the default 500 stacks and 1,000 slices it has
 * 998,000 triangles (about 50 MB), the size at which the preview must draw a simplified copy.
 * Used by bench:cad's heavy-model trial and by the heavy-model browser test.
 */
export function sphereStl(stacks = 500, slices = 1000, radiusMm = 20): { bytes: Buffer; position: Float32Array } {
  const point = (stack: number, slice: number): [number, number, number] => {
    const theta = (stack / stacks) * Math.PI;
    const phi = (slice / slices) * 2 * Math.PI;
    return [
      radiusMm * Math.sin(theta) * Math.cos(phi),
      radiusMm * Math.sin(theta) * Math.sin(phi),
      radiusMm * Math.cos(theta),
    ];
  };
  // Each band of the sphere is two triangles per slice, but the bands at the poles are one.
  const count = slices * (2 * stacks - 2);
  const bytes = Buffer.alloc(84 + count * 50);
  bytes.writeUInt32LE(count, 80);
  const position = new Float32Array(count * 9);
  let t = 0;
  const add = (...vertices: [number, number, number][]) => {
    vertices.forEach((vertex, v) =>
      vertex.forEach((value, axis) => {
        bytes.writeFloatLE(value, 84 + t * 50 + 12 + v * 12 + axis * 4);
        position[t * 9 + v * 3 + axis] = value;
      }),
    );
    t += 1;
  };
  for (let stack = 0; stack < stacks; stack += 1) {
    for (let slice = 0; slice < slices; slice += 1) {
      const [a, b, c, d] = [
        point(stack, slice),
        point(stack + 1, slice),
        point(stack + 1, slice + 1),
        point(stack, slice + 1),
      ];
      if (stack > 0) add(a, b, d);
      if (stack < stacks - 1) add(b, c, d);
    }
  }
  return { bytes, position };
}
