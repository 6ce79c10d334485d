package io.philosopherwars.unmounts;

import java.lang.classfile.ClassFile;
import java.lang.classfile.ClassModel;
import java.lang.classfile.ClassTransform;
import java.lang.classfile.CodeBuilder;
import java.lang.classfile.CodeElement;
import java.lang.classfile.CodeTransform;
import java.lang.classfile.MethodModel;
import java.lang.constant.ClassDesc;
import java.lang.constant.ConstantDescs;
import java.lang.constant.MethodTypeDesc;
import java.lang.instrument.ClassFileTransformer;
import java.lang.instrument.Instrumentation;
import java.security.ProtectionDomain;
import java.util.Map;
import java.util.Set;

/**
 * A Java agent ({@code -javaagent:unmount-agent.jar}) that counts virtual-thread unmounts, which JDK 25 counts nowhere
 * a program can read: JFR has {@code jdk.VirtualThreadStart/End/Pinned} but no park event for a virtual thread, the
 * {@code jdk.Continuation*} events are never emitted by a product build, the scheduler's
 * {@code ForkJoinPool.getStealCount()} sees only the tasks one carrier took from another (186 of 200,000 hand-offs,
 * measured), and the scheduler's JMX bean has gauges, no counters.
 * <p>
 * At start it adds one call, {@link Unmounts#unmounted()}, at the top of {@code java.lang.VirtualThread.afterYield()}:
 * the method the carrier runs after every unmount of a virtual thread that will continue (see its source: parking,
 * blocking on monitor enter, {@code Object.wait}, {@code Thread.yield}). The cost is one {@code LongAdder} increment
 * per unmount, on the carrier, outside the virtual thread's own path; a run that loads the agent is still a different
 * run, so it is opt-in and says so. Where this JDK has no such method, the agent says why and stops the JVM (exit 2):
 * asked to count, it never reports a number it did not count.
 */
public final class UnmountAgent {
    private static final String TARGET = "java/lang/VirtualThread";
    private static final String METHOD = "afterYield";
    private static final MethodTypeDesc NO_ARGS = MethodTypeDesc.of(ConstantDescs.CD_void);

    private UnmountAgent() {
    }

    public static void premain(String args, Instrumentation instrumentation) {
        try {
            install(instrumentation);
        } catch (RuntimeException | LinkageError e) {
            System.err.println("unmount agent: cannot count virtual-thread unmounts on "
                    + System.getProperty("java.vm.name") + " " + Runtime.version() + ": " + e.getMessage());
            System.exit(2);
        }
    }

    static void install(Instrumentation instrumentation) {
        Module counter = Unmounts.class.getModule();
        if (Unmounts.class.getClassLoader() != null) {
            throw new IllegalStateException("the counter was not loaded by the boot class loader (the agent jar must be"
                    + " named unmount-agent.jar: its manifest's Boot-Class-Path names itself)");
        }
        if (!instrumentation.isRetransformClassesSupported()) {
            throw new IllegalStateException("this JVM cannot retransform classes");
        }
        // java.base reads no unnamed module by itself; the patched method calls into the boot loader's one.
        instrumentation.redefineModule(Object.class.getModule(), Set.of(counter), Map.of(), Map.of(), Set.of(),
                Map.of());
        Patch patch = new Patch();
        instrumentation.addTransformer(patch, true);
        try {
            instrumentation.retransformClasses(Class.forName("java.lang.VirtualThread"));
        } catch (ClassNotFoundException | java.lang.instrument.UnmodifiableClassException e) {
            throw new IllegalStateException("java.lang.VirtualThread cannot be patched: " + e, e);
        } finally {
            instrumentation.removeTransformer(patch);
        }
        if (patch.failure != null) {
            throw new IllegalStateException("patching " + METHOD + "() failed: " + patch.failure, patch.failure);
        }
        if (!patch.patched) {
            throw new IllegalStateException(
                    "java.lang.VirtualThread has no " + METHOD + "() here (written for JDK 25)");
        }
        Unmounts.counting();
    }

    /** Adds the counting call at the top of {@code afterYield()}; leaves every other class and method as it is. */
    private static final class Patch implements ClassFileTransformer {
        private volatile boolean patched;
        private volatile Throwable failure;

        @Override
        public byte[] transform(Module module, ClassLoader loader, String className, Class<?> redefined,
                ProtectionDomain domain, byte[] bytes) {
            if (!TARGET.equals(className)) {
                return null;
            }
            try {
                ClassFile files = ClassFile.of();
                ClassModel model = files.parse(bytes);
                if (model.methods().stream().noneMatch(Patch::isTarget)) {
                    return null;
                }
                byte[] patchedBytes = files.transformClass(model,
                        ClassTransform.transformingMethodBodies(Patch::isTarget, new CountFirst()));
                patched = true;
                return patchedBytes;
            } catch (RuntimeException | LinkageError e) {
                // The JVM would swallow it; install() reports it.
                failure = e;
                return null;
            }
        }

        private static boolean isTarget(MethodModel method) {
            return method.methodName().equalsString(METHOD) && method.methodTypeSymbol().equals(NO_ARGS);
        }
    }

    /** The method's code unchanged, after one static call to the counter. */
    private static final class CountFirst implements CodeTransform {
        private static final ClassDesc UNMOUNTS = ClassDesc.of(Unmounts.class.getName());

        @Override
        public void atStart(CodeBuilder builder) {
            builder.invokestatic(UNMOUNTS, "unmounted", NO_ARGS);
        }

        @Override
        public void accept(CodeBuilder builder, CodeElement element) {
            builder.with(element);
        }
    }
}
