/** Sample rate of the generated sounds (Hz). */
const RATE = 16000

/** A mono 16-bit PCM WAV file of `samples` (each in -1..1). */
export function wavFile(samples: Float32Array, rate = RATE): Buffer {
  const data = Buffer.alloc(samples.length * 2)
  for (let i = 0; i < samples.length; i++)
    data.writeInt16LE(Math.round(Math.max(-1, Math.min(1, samples[i])) * 32767), i * 2)
  const header = Buffer.alloc(44)
  header.write('RIFF', 0)
  header.writeUInt32LE(36 + data.length, 4)
  header.write('WAVEfmt ', 8)
  header.writeUInt32LE(16, 16) // fmt chunk size
  header.writeUInt16LE(1, 20) // PCM
  header.writeUInt16LE(1, 22) // mono
  header.writeUInt32LE(rate, 24)
  header.writeUInt32LE(rate * 2, 28) // byte rate
  header.writeUInt16LE(2, 32) // block align
  header.writeUInt16LE(16, 34) // bits per sample
  header.write('data', 36)
  header.writeUInt32LE(data.length, 40)
  return Buffer.concat([header, data])
}

/** Eight seconds of harbour bells: struck tones of a pentatonic scale with inharmonic partials. */
export function harbourBells(): Buffer {
  const seconds = 8
  const samples = new Float32Array(RATE * seconds)
  const notes = [392, 523.25, 440, 587.33, 392, 659.25, 523.25, 440]
  notes.forEach((pitch, n) => {
    const start = Math.round(n * 0.95 * RATE)
    for (let i = start; i < samples.length; i++) {
      const t = (i - start) / RATE
      const env = Math.exp(-t * 1.6)
      if (env < 0.001) break
      samples[i] +=
        0.22 *
        env *
        (Math.sin(2 * Math.PI * pitch * t) +
          0.5 * Math.sin(2 * Math.PI * pitch * 2.76 * t) * Math.exp(-t * 3) +
          0.25 * Math.sin(2 * Math.PI * pitch * 5.4 * t) * Math.exp(-t * 6))
    }
  })
  return wavFile(samples)
}
