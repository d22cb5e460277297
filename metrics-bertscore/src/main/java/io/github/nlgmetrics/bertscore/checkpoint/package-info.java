/**
 * Model checkpoints read as Hugging Face transformers 4.26.1 reads them, memory-mapped and without
 * executing anything: {@link io.github.nlgmetrics.bertscore.checkpoint.Checkpoints#open} picks a model
 * folder's weight file as {@code from_pretrained} does ({@code model.safetensors},
 * {@code model.safetensors.index.json}, {@code pytorch_model.bin}, {@code pytorch_model.bin.index.json});
 * a {@link io.github.nlgmetrics.bertscore.checkpoint.Checkpoint} lists its tensors and hands each out
 * as a {@link io.github.nlgmetrics.bertscore.checkpoint.Tensor}: dtype, shape and a read-only direct
 * little-endian buffer mapped from the file (F32, F16, BF16 and the others as stored: the consumer
 * casts, so the weights are never held twice). Files past 2 GiB and 4 GiB work (long offsets, ZIP64);
 * a single tensor past 2 GiB is read in pieces with {@code rows}.
 *
 * <h2>Formats</h2>
 * <ul>
 * <li><b>safetensors</b> (huggingface/safetensors, {@code README.md} "Format" and
 * {@code safetensors/src/tensor.rs}): an unsigned 64-bit little-endian header length {@code N}
 * (at most 100,000,000), a JSON object of {@code N} bytes mapping each name to
 * {@code {"dtype", "shape", "data_offsets": [begin, end]}} (offsets relative to the data, which
 * follows the header) plus an optional {@code "__metadata__"} of strings. Validated as the format's
 * reader does: sizes equal elements times the type's size, and the tensors tile the data exactly.
 * A file whose metadata says {@code "format": "tf"} or {@code "flax"} is refused, as transformers
 * refuses to load it into a PyTorch model; a file without metadata is read (transformers 4.26.1 would
 * fail on it with an {@code AttributeError}, not a decision about the weights).</li>
 * <li><b>torch's zip format</b> ({@code torch.save} since torch 1.6; {@code torch/serialization.py}
 * {@code _save}/{@code _load}, {@code torch/_utils.py} {@code _rebuild_tensor_v2}): a zip archive
 * (PKWARE APPNOTE 6.3, ZIP64 included) of STORED records {@code NAME/data.pkl} (a pickle, protocol 2
 * by default, of the state dict), {@code NAME/data/KEY} (each storage's raw bytes) and, from torch
 * 2.1, {@code NAME/byteorder}. The pickle is read by a small machine that knows only the opcodes a state
 * dict uses and allows only {@code collections.OrderedDict}, {@code torch._utils._rebuild_tensor_v2},
 * {@code _rebuild_parameter}, {@code _rebuild_parameter_with_state} and the {@code torch.*Storage}
 * classes; any other global (say {@code posix.system}) or opcode is refused by name, never run and never
 * skipped. Tensors are views (offset, sizes, strides) of storages: a contiguous one is a slice of the
 * mapping, a strided one is copied once into a direct buffer, and tensors sharing a storage (tied
 * weights) are views of one mapping. A big-endian archive is byte-swapped into direct buffers. The
 * legacy format (torch &lt; 1.6: a bare pickle stream) is refused, since it can only be read by running
 * its pickle: re-save it or convert it to safetensors.</li>
 * <li><b>sharded checkpoints</b> ({@code save_pretrained(max_shard_size=...)};
 * transformers {@code modeling_utils.py} {@code get_checkpoint_shard_files}): an index
 * {@code {"weight_map": {name: shard}}} beside its shards, each opened once, lazily.</li>
 * </ul>
 *
 * <h2>Quirks kept and not kept</h2>
 * <ul>
 * <li>A folder with both {@code model.safetensors} and {@code pytorch_model.bin} is read from the
 * safetensors file (transformers 4.26.1 with {@code safetensors} installed; without it, it would read
 * the {@code .bin}: the two hold the same tensors when {@code save_pretrained} wrote both).</li>
 * <li>Names are reported as stored, prefixes ({@code bert.}, {@code roberta.}) included: the model
 * families decide what they look for.</li>
 * <li>A Git LFS pointer in place of a weight file is named as such, as transformers does.</li>
 * </ul>
 *
 * <p>Every problem with a file is an {@link java.lang.IllegalArgumentException} whose message is one
 * printable line starting with the file's path. Nothing of this package writes files.
 *
 * <p>Dependencies: the JDK and Jackson (the JSON of safetensors headers and shard indexes); nothing
 * else of the project, so that the model families build on it and not the other way round.
 */
package io.github.nlgmetrics.bertscore.checkpoint;
