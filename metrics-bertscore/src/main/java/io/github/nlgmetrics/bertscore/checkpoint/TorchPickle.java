package io.github.nlgmetrics.bertscore.checkpoint;

import io.github.nlgmetrics.bertscore.checkpoint.PickleMachine.Refused;
import io.github.nlgmetrics.bertscore.checkpoint.PickleMachine.Tuple;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * What a torch state dict's pickle may name, and what those names build (torch's
 * {@code torch/_utils.py} and {@code torch/serialization.py}, 1.6 to 2.x):
 *
 * <pre>
 * collections.OrderedDict()                                  an empty dict
 * ('storage', torch.FloatStorage, key, location, numel)     (persistent id) the record data/key: a {@link StorageRef}
 * torch._utils._rebuild_tensor_v2(storage, storage_offset, size, stride, requires_grad, backward_hooks[, metadata])
 *                                                            a {@link TensorRecipe}
 * torch._utils._rebuild_parameter(tensor, requires_grad, backward_hooks)                 the tensor
 * torch._utils._rebuild_parameter_with_state(tensor, requires_grad, backward_hooks, state) the tensor
 * BUILD of a dict                                            dropped (a state_dict()'s {@code _metadata} attribute)
 * </pre>
 *
 * The storage classes are those of {@link DType} ({@code torch.FloatStorage}, {@code torch.HalfStorage},
 * {@code torch.BFloat16Storage}, ...). Anything else (another global such as {@code posix.system} or
 * {@code builtins.eval}, another storage class, a call of anything but the four callables) is refused;
 * the dropped arguments (backward hooks, requires_grad, a Parameter's state) change no weight.
 */
final class TorchPickle implements PickleMachine.Resolver {
    /** The only globals that may be called. */
    static final Set<String> CALLABLES = Set.of("collections.OrderedDict", "torch._utils._rebuild_tensor_v2",
            "torch._utils._rebuild_parameter", "torch._utils._rebuild_parameter_with_state");

    /** An allowed global. */
    record Global(String module, String name) {
        @Override
        public String toString() {
            return module + "." + name;
        }
    }

    /** torch's persistent id {@code ('storage', torch.XStorage, key, location, numel)}: the record {@code data/<key>}. */
    record StorageRef(DType dtype, String key, String location, long numel) {
    }

    /** {@code _rebuild_tensor_v2(storage, storage_offset, size, stride, ...)}: a view of a storage, in elements. */
    record TensorRecipe(StorageRef storage, long offset, long[] size, long[] stride) {
    }

    @Override
    public Object global(String module, String name) {
        String dotted = module + "." + name;
        if (CALLABLES.contains(dotted)) {
            return new Global(module, name);
        }
        if (module.equals("torch") && name.endsWith("Storage")) {
            if (DType.ofTorchStorage(name) == null) {
                throw new Refused("the tensor storage type " + dotted + " is not supported (the supported types are "
                        + DType.supported() + ")");
            }
            return new Global(module, name);
        }
        throw new Refused("the pickle names the global " + dotted + ": only torch's tensor records ("
                + String.join(", ", CALLABLES.stream().sorted().toList())
                + ", torch.*Storage) are read and nothing is executed; refused");
    }

    @Override
    public Object persistentLoad(Object pid) {
        if (pid instanceof Tuple t && t.items().size() == 5 && "storage".equals(t.items().get(0))
                && t.items().get(1) instanceof Global g && g.name().endsWith("Storage")
                && t.items().get(2) instanceof String key && t.items().get(3) instanceof String location
                && t.items().get(4) instanceof Long numel && numel >= 0) {
            return new StorageRef(DType.ofTorchStorage(g.name()), key, location, numel);
        }
        throw new Refused("the persistent id " + PickleMachine.kind(pid)
                + " is not torch's ('storage', type, key, location, numel)");
    }

    @Override
    public Object call(Object callable, List<Object> args) {
        if (!(callable instanceof Global g) || !CALLABLES.contains(g.toString())) {
            throw new Refused("REDUCE calls " + PickleMachine.kind(callable) + ", which is not one of "
                    + CALLABLES.stream().sorted().toList() + ": refused");
        }
        String what = g.toString();
        switch (g.name()) {
            case "OrderedDict" -> {
                if (!args.isEmpty()) {
                    throw new Refused(what + " with arguments is not part of a torch state dict");
                }
                return new LinkedHashMap<>();
            }
            case "_rebuild_tensor_v2" -> {
                if (args.size() < 6 || args.size() > 7) {
                    throw new Refused(what + " with " + args.size() + " arguments (torch passes 6 or 7)");
                }
                StorageRef s = arg(args, 0, StorageRef.class, what);
                long offset = arg(args, 1, Long.class, what);
                long[] size = longs(arg(args, 2, Tuple.class, what), what + "'s size");
                long[] stride = longs(arg(args, 3, Tuple.class, what), what + "'s stride");
                if (size.length != stride.length) {
                    throw new Refused(what + ": size " + Arrays.toString(size) + " and stride " + Arrays.toString(stride)
                            + " differ in length");
                }
                return new TensorRecipe(s, offset, size, stride);
            }
            default -> {
                int n = g.name().equals("_rebuild_parameter") ? 3 : 4;
                if (args.size() != n) {
                    throw new Refused(what + " with " + args.size() + " arguments (torch passes " + n + ")");
                }
                return arg(args, 0, TensorRecipe.class, what);
            }
        }
    }

    @Override
    public void build(Object target, Object state) {
        if (!(target instanceof Map) || !(state instanceof Map || state == PickleMachine.NONE)) {
            throw new Refused("BUILD of a " + PickleMachine.kind(target) + " with a " + PickleMachine.kind(state)
                    + " is not part of a torch state dict: refused");
        }
    }

    private static long[] longs(Tuple t, String what) {
        long[] out = new long[t.items().size()];
        for (int i = 0; i < out.length; i++) {
            out[i] = arg(t.items(), i, Long.class, what);
        }
        return out;
    }

    private static <T> T arg(List<Object> args, int i, Class<T> type, String what) {
        Object o = args.get(i);
        if (!type.isInstance(o)) {
            throw new Refused(what + ": argument " + i + " is a " + PickleMachine.kind(o) + ", not a "
                    + (type == Long.class ? "int" : type == Tuple.class ? "tuple" : type.getSimpleName()));
        }
        return type.cast(o);
    }
}
